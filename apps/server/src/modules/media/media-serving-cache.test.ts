import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { attachments } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { MediaServingCache } from './media-serving-cache';
import type { MediaStore } from './media-store';

let t: TestApp;
let reads: string[];
/** The app's real store, noting each read that reaches it. */
let store: MediaStore;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp();
  const real = t.app.media;
  reads = [];
  store = {
    read: (key) => {
      reads.push(key);
      return real.read(key);
    },
    write: (key, bytes, type) => real.write(key, bytes, type),
    has: (key) => real.has(key),
    delete: (key) => real.delete(key),
  };
  const tree = await insertTree(t.database.db, ['Verrerie', 'Verrerie de laboratoire', 'Béchers']);
  articleId = (
    await insertArticle(t.database.db, {
      crmId: 'CACHE-1',
      label: 'Bécher',
      underSubCategoryId: tree.underSubCategoryId,
    })
  ).id;
});
afterAll(() => t.close());

async function insertPicture(storageKey: string) {
  return firstRow(
    await t.database.db
      .insert(attachments)
      .values({
        articleId,
        isPicture: true,
        isFirst: true,
        originalFileName: 'bécher.jpg',
        mimeType: 'image/webp',
        sizeBytes: 4,
        storageKey,
      })
      .returning(),
  );
}

describe('media serving cache', () => {
  it('reads a key from the store once, however often it is served', async () => {
    const cache = new MediaServingCache(t.database.db, store);
    await t.app.media.write('ab/kept/thumbnail.webp', Buffer.from('WEBP'), 'image/webp');
    reads.length = 0;
    const served = await Promise.all([1, 2, 3].map(() => cache.read('ab/kept/thumbnail.webp')));
    expect(await cache.read('ab/kept/thumbnail.webp')).toEqual(Buffer.from('WEBP'));
    expect(served.map(String)).toEqual(['WEBP', 'WEBP', 'WEBP']);
    expect(reads).toEqual(['ab/kept/thumbnail.webp']);
  });

  it('reads large files from the store each time, and answers null for a missing key', async () => {
    const cache = new MediaServingCache(t.database.db, store);
    await t.app.media.write('ab/large/original', Buffer.alloc(3 * 1024 * 1024), 'application/pdf');
    reads.length = 0;
    await cache.read('ab/large/original');
    await cache.read('ab/large/original');
    expect(reads).toHaveLength(2);
    expect(await cache.read('ab/none/original')).toBeNull();
  });

  it('keeps rows a few seconds, and forgets them at once after a change of this process', async () => {
    const cache = new MediaServingCache(t.database.db, store, 200);
    const picture = await insertPicture('ab/row');
    expect((await cache.attachment(picture.id))?.storageKey).toBe('ab/row');
    expect((await cache.defaultPicture(articleId))?.id).toBe(picture.id);

    await t.database.db.delete(attachments).where(eq(attachments.id, picture.id));
    // Another process's deletion: still served from memory for a moment…
    expect(await cache.attachment(picture.id)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250));
    // …then read again.
    expect(await cache.attachment(picture.id)).toBeNull();
    expect(await cache.defaultPicture(articleId)).toBeNull();

    const again = await insertPicture('ab/row-2');
    expect(await cache.defaultPicture(articleId)).toBeNull();
    cache.forgetLookups();
    expect((await cache.defaultPicture(articleId))?.id).toBe(again.id);
  });
});
