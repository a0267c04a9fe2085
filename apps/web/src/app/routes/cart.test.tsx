import 'fake-indexeddb/auto';
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRoute, renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';

// The route is lazy: load its module once, before the tests' timers start.
beforeAll(async () => {
  await preloadRoute('/cart');
}, 60_000);

configure({ asyncUtilTimeout: 5000 });

describe('cart routes', { timeout: 30_000 }, () => {
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
