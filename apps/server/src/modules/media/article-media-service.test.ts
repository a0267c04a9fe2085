import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { pdfBytes, pictureBytes } from '#test/media-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { fullSizeKey, originalKey, storedKeys, thumbnailKey } from './media-keys';
import { selectAttachment } from './media-queries';

let t: TestApp;
let underSubCategoryId: number;
let articleCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ underSubCategoryId } = await insertTree(t.database.db, ['Chimie', 'Réactifs', 'Acides']));
});
afterAll(() => t.close());

async function newArticle(): Promise<number> {
  articleCount += 1;
  const crmId = `SRV-${articleCount}`;
  return (await insertArticle(t.database.db, { crmId, label: 'Acide', underSubCategoryId })).id;
}

const storageKeyOf = async (attachmentId: number) =>
  (await selectAttachment(t.database.db, attachmentId))?.storageKey ?? '';

describe('the article media service', () => {
  it('refuses a PDF named .jpg where a picture is expected, and an unknown article', async () => {
    const articleId = await newArticle();
    const pdf = { bytes: pdfBytes('Pas une image'), fileName: 'photo.jpg' };
    await expect(t.app.articleMedia.add(articleId, pdf, 'picture')).rejects.toMatchObject({
      statusCode: 415,
      message: expect.stringContaining('JPEG, PNG, WebP, GIF ou AVIF'),
    });
    await expect(t.app.articleMedia.add(999999, pdf, 'document')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('processes the same picture once for two articles, and keeps its files while one uses them', async () => {
    const [first, second] = [await newArticle(), await newArticle()];
    const file = { bytes: await pictureBytes('png', { color: '#123456' }), fileName: 'a.png' };
    const a = await t.app.articleMedia.add(first, file, 'picture');
    const key = await storageKeyOf(a.id);
    // Marks the stored full size: a second image work would write it over.
    await t.app.media.write(fullSizeKey(key), Buffer.from('marque'), 'image/webp');
    const b = await t.app.articleMedia.add(second, { ...file, fileName: 'b.png' }, 'picture');
    expect(await storageKeyOf(b.id)).toBe(key);
    expect(b).toMatchObject({
      original_file_name: 'b.png',
      firstAttachment: '1',
      px_width: a.px_width,
      size_bytes: a.size_bytes,
    });
    expect((await t.app.media.read(fullSizeKey(key)))?.toString()).toBe('marque');

    await t.app.articleMedia.remove(a.id);
    expect(await t.app.media.has(thumbnailKey(key))).toBe(true);
    expect(await t.app.media.has(fullSizeKey(key))).toBe(true);
    await t.app.articleMedia.remove(b.id);
    expect(await t.app.media.has(thumbnailKey(key))).toBe(false);
    expect(await t.app.media.has(fullSizeKey(key))).toBe(false);
  });

  it('stores a document as received and deletes it with its last attachment', async () => {
    const articleId = await newArticle();
    const bytes = pdfBytes('Stockage');
    const doc = await t.app.articleMedia.add(articleId, { bytes, fileName: 'f.pdf' }, 'either');
    const key = await storageKeyOf(doc.id);
    expect(await t.app.media.read(originalKey(key))).toEqual(bytes);
    await t.app.articleMedia.remove(doc.id);
    expect(await t.app.media.has(originalKey(key))).toBe(false);
  });

  it('keeps the files of an attachment whose deletion fails to commit', async () => {
    const articleId = await newArticle();
    const picture = { bytes: await pictureBytes('png', { color: '#654321' }), fileName: 'c.png' };
    const attachment = await t.app.articleMedia.add(articleId, picture, 'picture');
    const key = await storageKeyOf(attachment.id);
    const db = t.database.db;
    // Raised at commit, after every statement of the removal ran.
    await db.execute(sql`create function refuse_commit() returns trigger language plpgsql
      as $$ begin raise exception 'commit refused'; end $$`);
    await db.execute(sql`create constraint trigger refuse_commit after delete on attachments
      deferrable initially deferred for each row execute function refuse_commit()`);
    try {
      await expect(t.app.articleMedia.remove(attachment.id)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_commit on attachments`);
      await db.execute(sql`drop function refuse_commit()`);
    }
    expect(await storageKeyOf(attachment.id)).toBe(key);
    for (const stored of storedKeys(key, true)) expect(await t.app.media.has(stored)).toBe(true);
  });

  it('lets exactly one of two simultaneous uploads add the third picture', async () => {
    const articleId = await newArticle();
    for (const color of ['#200000', '#300000']) {
      await t.app.articleMedia.add(
        articleId,
        { bytes: await pictureBytes('webp', { color }), fileName: 'p.webp' },
        'picture',
      );
    }
    const results = await Promise.allSettled(
      ['#400000', '#500000'].map(async (color) =>
        t.app.articleMedia.add(
          articleId,
          { bytes: await pictureBytes('webp', { color }), fileName: 'p.webp' },
          'picture',
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409, code: 'too_many_pictures' });
    const detail = await t.app.inject(`/exposed/detailed/${articleId}/article`);
    expect(detail.json().article[0].pictures).toHaveLength(3);
  });
});
