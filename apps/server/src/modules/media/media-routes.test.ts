import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { attachments } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { pictureBytes } from '#test/media-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { fullSizeKey, mediumSizeKey, originalKey, smallSizeKey, thumbnailKey } from './media-keys';

let t: TestApp;
let articleId: number;
let bareArticleId: number;
let pictureId: number;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const tree = await insertTree(db, ['Verrerie', 'Verrerie de laboratoire', 'Béchers']);
  articleId = (
    await insertArticle(db, {
      crmId: 'A-1',
      label: 'Bécher',
      underSubCategoryId: tree.underSubCategoryId,
    })
  ).id;
  bareArticleId = (
    await insertArticle(db, {
      crmId: 'A-2',
      label: 'Nu',
      underSubCategoryId: tree.underSubCategoryId,
    })
  ).id;
  const picture = firstRow(
    await db
      .insert(attachments)
      .values({
        articleId,
        isPicture: true,
        isFirst: true,
        originalFileName: 'bécher.png',
        mimeType: 'image/webp',
        sizeBytes: 4,
        storageKey: 'articles/1/p1',
      })
      .returning(),
  );
  const document = firstRow(
    await db
      .insert(attachments)
      .values({
        articleId,
        isPicture: false,
        originalFileName: 'fiche technique.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 8,
        storageKey: 'articles/1/d1',
      })
      .returning(),
  );
  pictureId = picture.id;
  documentId = document.id;
  const media = t.app.media;
  await media.write(thumbnailKey(picture.storageKey), Buffer.from('WEBP'), 'image/webp');
  await media.write(smallSizeKey(picture.storageKey), Buffer.from('SMALL'), 'image/webp');
  await media.write(fullSizeKey(picture.storageKey), Buffer.from('FULL'), 'image/webp');
  await media.write(originalKey(document.storageKey), Buffer.from('%PDF-1.7'), 'application/pdf');
});
afterAll(() => t.close());

describe('media routes', () => {
  it('serves the default picture thumbnail of an article', async () => {
    const res = await t.app.inject(`/exposed/article/${articleId}/get/thumbnail`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('WEBP');
  });

  it("serves the small size of an article's default picture, kept a few minutes", async () => {
    const res = await t.app.inject(`/exposed/article/${articleId}/get/small/size`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toBe('SMALL');
  });

  it('serves a clean placeholder for an article without picture, or an unknown one', async () => {
    for (const id of [bareArticleId, 999999]) {
      for (const file of ['thumbnail', 'small/size']) {
        const res = await t.app.inject(`/exposed/article/${id}/get/${file}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.body).toContain('<svg');
      }
    }
  });

  it('serves attachment thumbnails and full-size bytes with their type and name', async () => {
    const thumb = await t.app.inject(`/exposed/attachment/${pictureId}/get/thumbnail`);
    expect(thumb.body).toBe('WEBP');
    expect(thumb.headers['cache-control']).toContain('immutable');
    const full = await t.app.inject(`/exposed/attachment/${documentId}/get/full/size`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''fiche%20technique.pdf",
    );
    expect(full.body).toBe('%PDF-1.7');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const picture = await t.app.inject(`/exposed/attachment/${pictureId}/get/full/size`);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''b%C3%A9cher.webp",
    );
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.body).toBe('FULL');
  });

  it('answers 404 JSON for unknown attachments and 400 for bad ids', async () => {
    const missing = await t.app.inject('/exposed/attachment/999999/get/full/size');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Fichier introuvable' });
    expect((await t.app.inject('/exposed/attachment/999999/get/thumbnail')).statusCode).toBe(404);
    expect((await t.app.inject('/exposed/attachment/-1/get/thumbnail')).statusCode).toBe(400);
  });

  it("serves a picture's small and middle sizes, made from its full size when stored before them", async () => {
    const older = firstRow(
      await t.database.db
        .insert(attachments)
        .values({
          articleId,
          isPicture: true,
          originalFileName: 'ancienne.png',
          mimeType: 'image/webp',
          sizeBytes: 4,
          pxWidth: 1600,
          pxHeight: 1200,
          storageKey: 'articles/1/p2',
        })
        .returning(),
    );
    const full = await pictureBytes('webp', { width: 1600, height: 1200 });
    await t.app.media.write(fullSizeKey(older.storageKey), full, 'image/webp');
    const sizes = [
      { path: 'medium/size', key: mediumSizeKey, width: 800, height: 600 },
      { path: 'small/size', key: smallSizeKey, width: 176, height: 132 },
    ];
    for (const { path, key, width, height } of sizes) {
      // Two first demands at once: both are answered, the size made twice and stored once.
      const url = `/exposed/attachment/${older.id}/get/${path}`;
      const [res, twin] = await Promise.all([t.app.inject(url), t.app.inject(url)]);
      expect(res.statusCode).toBe(200);
      expect(twin.statusCode).toBe(200);
      expect(twin.rawPayload).toEqual(res.rawPayload);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width, height });
      expect(await t.app.media.read(key(older.storageKey))).toEqual(res.rawPayload);

      const document = await t.app.inject(`/exposed/attachment/${documentId}/get/${path}`);
      expect(document.statusCode).toBe(404);
      expect(document.json()).toEqual({ error: 'not_found', message: 'Fichier introuvable' });
      expect((await t.app.inject(`/exposed/attachment/999999/get/${path}`)).statusCode).toBe(404);
    }
  });
});
