import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const tree = await insertTree(t.database.db, ['Verrerie', 'Verrerie de laboratoire', 'Béchers']);
  for (let i = 0; i < 30; i++) {
    await insertArticle(t.database.db, {
      crmId: `DUR-${100000 + i}`,
      label: `Bécher forme basse ${i} ml`,
      underSubCategoryId: tree.underSubCategoryId,
    });
  }
});
afterAll(() => t.close());

// Through the whole app, on the catalogue's routes: the compression plugin must leave the
// precompressed bodies alone. Regression: cached answers sent as strings came out
// compressed but empty.
describe('compressed cached answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('carry the whole JSON with %s, first and cached', async (encoding, decompress) => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        url: '/exposed/categories/flat',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      const list = await t.app.inject({
        url: '/exposed/sub/category/1/articles',
        headers: { 'accept-encoding': encoding },
      });
      expect(list.headers['content-encoding']).toBe(encoding);
      const articles = JSON.parse(decompress(list.rawPayload).toString('utf8'));
      expect(articles).toHaveLength(30);
      const tree = JSON.parse(
        res.headers['content-encoding'] ? decompress(res.rawPayload).toString('utf8') : res.body,
      );
      expect(tree.categories[0].label).toBe('Verrerie');
    }
  });
});
