// The header's cart badge reads the device database: give jsdom an IndexedDB.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeArticleDetail } from '#testing/test-articles.ts';
import { testCatalog } from '#testing/test-catalog.ts';

const FLAT = '/exposed/categories/flat';

async function expectRedirect(router: ReturnType<typeof renderRoute>['router'], path: string) {
  await expect.poll(() => router.state.location.pathname).toBe(path);
  // History is replaced, so Back does not return to the id address
  // (docs/product/catalogue.md#id-redirects).
  expect(router.state.historyAction).toBe('REPLACE');
}

describe('numeric-id entry points (docs/product/catalogue.md#id-redirects)', () => {
  it('redirects /c/{id} to the category page', async () => {
    stubApi({ [FLAT]: testCatalog });
    const { router } = renderRoute('/c/3');

    await expectRedirect(router, '/verrerie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verrerie' })).toBeVisible();
  });

  it('redirects /sc/{id} to the sub-category page', async () => {
    stubApi({ [FLAT]: testCatalog });
    const { router } = renderRoute('/sc/31');

    await expectRedirect(router, '/verrerie/verrerie-graduee');
  });

  it('redirects /usc/{id} to the under-sub-category page', async () => {
    stubApi({ [FLAT]: testCatalog });
    const { router } = renderRoute('/usc/101');

    await expectRedirect(router, '/appareillage/agitateurs/agitateurs-vortex');
  });

  it('redirects /a/{id} to the article route built from its labels and slug', async () => {
    const article = makeArticleDetail({
      id: 812,
      cat_label: 'Verrerie',
      sc_label: 'Verrerie de laboratoire',
      usc_label: 'Béchers',
      slug: 'becher-forme-basse-250-ml-dur-100002',
    });
    stubApi({ [FLAT]: testCatalog, '/exposed/detailed/812/article': { article: [article] } });
    const { router } = renderRoute('/a/812');

    await expectRedirect(
      router,
      '/verrerie/verrerie-de-laboratoire/bechers/becher-forme-basse-250-ml-dur-100002',
    );
  });

  it('says "Redirection..." while the lookup is slow', async () => {
    stubApi({ [FLAT]: 'never', '/exposed/detailed/5/article': 'never' });
    renderRoute('/c/3');

    expect(await screen.findByText('Redirection...')).toBeVisible();
  });

  it('says "Redirection..." while the article loads', async () => {
    stubApi({ [FLAT]: testCatalog, '/exposed/detailed/5/article': 'never' });
    renderRoute('/a/5');

    expect(await screen.findByText('Redirection...')).toBeVisible();
  });

  it.each([
    ['/c/99', 'Catégorie introuvable'],
    ['/sc/99', 'Sous-catégorie introuvable'],
    ['/usc/99', 'Sous-sous-catégorie introuvable'],
    ['/c/abc', 'Catégorie introuvable'],
    ['/a/99', 'Article introuvable'],
    ['/a/0', 'Article introuvable'],
  ])('shows the not-found text of %s', async (path, text) => {
    stubApi({ [FLAT]: testCatalog });
    const { router } = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
    expect(document.title).toContain(text);
  });
});
