// The header's cart badge reads the device database: give jsdom an IndexedDB.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { testCatalog } from '#testing/test-catalog.ts';

const FLAT = '/exposed/categories/flat';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const breadcrumb = () => screen.getByRole('navigation', { name: "Fil d'Ariane" });

describe('category page (docs/product/catalogue.md#category-page)', () => {
  it('shows the breadcrumb, the sub-categories and the picture chosen by slug', async () => {
    stubApi({ [FLAT]: testCatalog });
    renderRoute('/verrerie');

    expect(await heading('Verrerie')).toBeVisible();
    expect(document.title).toContain('Verrerie');
    expect(within(breadcrumb()).getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'href',
      '/home',
    );
    const main = screen.getByRole('main');
    const cards = within(main).getByRole('list', { name: 'Sous-catégories' });
    expect(within(cards).getByRole('link', { name: 'Verrerie graduée' })).toHaveAttribute(
      'href',
      '/verrerie/verrerie-graduee',
    );
    const chips = within(main).getByRole('navigation', { name: 'Sous-catégories' });
    expect(within(chips).getAllByRole('link')).toHaveLength(2);
    expect(within(cards).getByRole('link', { name: 'Béchers' })).toHaveAttribute(
      'href',
      '/verrerie/verrerie-de-laboratoire/bechers',
    );
    const picture = within(main).getByRole('img', {
      name: 'Illustration de la catégorie Verrerie',
    });
    expect(picture).toHaveAttribute('src', '/images/categories/verrerie.webp');
    // Reserved size: nothing moves when the picture arrives (docs/performance.md#targets).
    expect(picture).toHaveAttribute('width', '600');
    expect(picture).toHaveAttribute('height', '400');
  });

  it('answers the /categories/ form too', async () => {
    stubApi({ [FLAT]: testCatalog });
    renderRoute('/categories/appareillage');

    expect(await heading('Appareillage')).toBeVisible();
  });
});

describe('sub-category and under-sub-category pages', () => {
  it('lists the articles of the sub-category with links to its under-sub-categories', async () => {
    stubApi({
      [FLAT]: testCatalog,
      '/exposed/sub/category/30/articles': [makeArticle({ label: 'Bécher forme basse 250 ml' })],
    });
    renderRoute('/verrerie/verrerie-de-laboratoire');

    expect(await heading('Verrerie de laboratoire')).toBeVisible();
    expect(within(breadcrumb()).getByRole('link', { name: 'Verrerie' })).toHaveAttribute(
      'href',
      '/verrerie',
    );
    const links = screen.getByRole('navigation', { name: 'Catégories détaillées' });
    expect(within(links).getByRole('link', { name: 'Erlenmeyers' })).toHaveAttribute(
      'href',
      '/verrerie/verrerie-de-laboratoire/erlenmeyers',
    );
    expect((await screen.findAllByText('Bécher forme basse 250 ml'))[0]).toBeVisible();
  });

  it('lists the articles of the under-sub-category, marking it among its siblings', async () => {
    stubApi({
      [FLAT]: testCatalog,
      '/exposed/under/sub/category/301/articles': [
        makeArticle({ label: 'Erlenmeyer col étroit 100 ml' }),
      ],
    });
    renderRoute('/categories/verrerie/verrerie-de-laboratoire/erlenmeyers');

    expect(await heading('Erlenmeyers')).toBeVisible();
    const links = screen.getByRole('navigation', { name: 'Catégories détaillées' });
    expect(within(links).getByRole('link', { name: 'Erlenmeyers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect((await screen.findAllByText('Erlenmeyer col étroit 100 ml'))[0]).toBeVisible();
  });

  it('says so when a list has no article', async () => {
    stubApi({ [FLAT]: testCatalog, '/exposed/under/sub/category/300/articles': [] });
    renderRoute('/verrerie/verrerie-de-laboratoire/bechers');

    expect(await screen.findByText('Aucun article à afficher')).toBeVisible();
  });
});

describe('unknown catalogue addresses', () => {
  it.each([
    ['/inconnue', 'Catégorie introuvable'],
    ['/verrerie/inconnue', 'Sous-catégorie introuvable'],
    // A sub-category of another category is not found under this one.
    ['/verrerie/agitateurs', 'Sous-catégorie introuvable'],
    ['/verrerie/verrerie-graduee/inconnue', 'Sous-sous-catégorie introuvable'],
    ['/categories/inconnue', 'Catégorie introuvable'],
  ])('%s reads "%s"', async (path, text) => {
    stubApi({ [FLAT]: testCatalog });
    renderRoute(path);

    expect(await heading(text)).toBeVisible();
  });

  it.each(['/c', '/a/1/2', '/un/deux/trois/quatre/cinq'])('%s is a real 404 page', async (path) => {
    stubApi({ [FLAT]: testCatalog });
    renderRoute(path);

    expect(await heading('Page introuvable')).toBeVisible();
  });
});
