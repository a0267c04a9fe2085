import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';

describe('cart routes', () => {
  it.each([
    ['/cart', 'Mon devis'],
    ['/quote', 'Ma demande de devis'],
  ])('%s shows the cart page titled "%s"', async (path, title) => {
    stubApi({
      '/exposed/categories/flat': { categories: [], subCategories: [], underSubCategories: [] },
      '/exposed/active/sales/campaigns': [],
    });
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Ajout rapide par référence' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} – `)));
  });
});
