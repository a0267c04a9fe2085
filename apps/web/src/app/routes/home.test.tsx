import type { FlatCategories } from '@labo/domain/catalog-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, stubFetchJson } from '../../testing/render-route';

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

describe('home page', () => {
  it('redirects / to /home and lists the categories as links to their pages', async () => {
    const fetchMock = stubFetchJson(flatCategories);
    const { router } = renderRoute('/');

    const categories = await screen.findByRole('list');
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/appareillage', '/verrerie']);
    expect(within(categories).getByRole('link', { name: /Verrerie/ })).toHaveTextContent(
      '1 sous-catégorie',
    );
    expect(router.state.location.pathname).toBe('/home');
    expect(fetchMock).toHaveBeenCalledWith('/exposed/categories/flat', expect.anything());
  });

  it('opens the category page from its link', async () => {
    stubFetchJson(flatCategories);
    renderRoute('/home');

    await userEvent.click(await screen.findByRole('link', { name: /Appareillage/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Appareillage' })).toBeVisible();
    expect(screen.getByText('Balances')).toBeVisible();
  });

  it('shows a French error with a retry when the categories cannot load', async () => {
    const fetchMock = stubFetchJson({ error: 'internal', message: 'Erreur interne' }, 503);
    renderRoute('/home');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les catégories n'ont pas pu être chargées");

    fetchMock.mockImplementation(async () => Response.json(flatCategories));
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /Verrerie/ })).toBeVisible();
  });

  it('shows the loader only when the answer is slow', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoute('/home');

    await screen.findByRole('heading', { name: 'Nos catégories' });
    expect(screen.queryByText('Chargement en cours')).not.toBeInTheDocument();
    expect(await screen.findByText('Chargement en cours')).toBeVisible();
  });
});
