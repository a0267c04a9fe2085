import 'fake-indexeddb/auto';
import type { Article, FlatCategories } from '@labo/domain/catalog-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { articleKeys } from '#shared/articles/api/article-keys.ts';
import { renderRoute, testQueryClient } from '#testing/render-in-app.tsx';
import { makeArticle } from '#testing/test-articles.ts';

const flatCategories: FlatCategories = {
  categories: [
    { id: 2, label: 'Appareillage', slug: 'appareillage' },
    { id: 4, label: 'Verrerie', slug: 'verrerie' },
  ],
  subCategories: [
    { id: 20, label: 'Agitateurs', slug: 'agitateurs', category_id: 2 },
    { id: 21, label: 'Balances', slug: 'balances', category_id: 2 },
    { id: 40, label: 'Béchers', slug: 'bechers', category_id: 4 },
  ],
  underSubCategories: [],
};

type Answers = { categories?: unknown; categoriesStatus?: number; featured?: Article[] };

/** Answers the calls of the home page and its header by path; anything else is a 404. */
function stubApi({ categories = flatCategories, categoriesStatus = 200, featured = [] }: Answers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/exposed/categories/flat') {
      return Response.json(categories, { status: categoriesStatus });
    }
    if (path === '/exposed/featured/articles') return Response.json(featured);
    if (path === '/exposed/active/sales/campaigns') return Response.json([]);
    return Response.json({ error: 'not_found', message: 'Ressource introuvable' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('home page', () => {
  it('redirects / to /home and lists the categories as links to their pages', async () => {
    stubApi({});
    const { router } = renderRoute('/');

    const region = await screen.findByRole('region', { name: 'Nos catégories' });
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/appareillage', '/verrerie']);
    expect(within(region).getByRole('link', { name: /Verrerie/ })).toHaveTextContent(
      '1 sous-catégorie',
    );
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows a French error with a retry when the categories cannot load', async () => {
    const fetchMock = stubApi({
      categories: { error: 'internal', message: 'Erreur interne' },
      categoriesStatus: 503,
    });
    renderRoute('/home');

    const region = await screen.findByRole('region', { name: 'Nos catégories' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent("Les catégories n'ont pas pu être chargées");

    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input) === '/exposed/categories/flat'
        ? Response.json(flatCategories)
        : Response.json([]),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'RÉESSAYER' }));
    expect(await within(region).findByRole('link', { name: /Verrerie/ })).toBeVisible();
  });

  it('shows "Produits à la Une" with the featured articles', async () => {
    stubApi({
      featured: [
        makeArticle({ label: 'Agitateur magnétique', featured: '1' }),
        makeArticle({ label: 'Bécher 250 ml', featured: '1' }),
      ],
    });
    renderRoute('/home');

    const section = await screen.findByRole('region', { name: 'Produits à la Une' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Agitateur magnétique',
      'Bécher 250 ml',
    ]);
  });

  it('leaves "Produits à la Une" out when no article is featured', async () => {
    stubApi({ featured: [] });
    // The empty answer is there before the page: its first render is the one to check,
    // rather than some render after a wait long enough, one hopes, for the answer.
    const queryClient = testQueryClient();
    queryClient.setQueryData(articleKeys.featured(), []);
    renderRoute('/home', { queryClient });

    expect(await screen.findByRole('heading', { name: 'Nos catalogues' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Produits à la Une' })).not.toBeInTheDocument();
  });

  it('offers the six brochures for download', async () => {
    stubApi({});
    renderRoute('/home');

    const section = await screen.findByRole('region', { name: 'Nos catalogues' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/images/brochures/catalogue-general.pdf',
      '/images/brochures/duran.pdf',
      '/images/brochures/kartell.pdf',
      '/images/brochures/heidolph.pdf',
      '/images/brochures/ika.pdf',
      '/images/brochures/brand.pdf',
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
  });

  it('loads nothing from the video site until play is clicked', async () => {
    const fetchMock = stubApi({});
    renderRoute('/home');

    const section = await screen.findByRole('region', { name: 'Notre entreprise en vidéo' });
    expect(section.querySelector('iframe')).toBeNull();
    expect(document.querySelector('[src*="youtube"]')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('youtube'))).toBe(false);

    await userEvent.click(within(section).getByRole('button', { name: /^Lire la vidéo/ }));

    const frame = within(section).getByTitle('Vidéo de présentation');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });
});
