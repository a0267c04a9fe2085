import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '#config';
import { firstRow } from '#db/database';
import { attachments } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { type S3Peer, startS3Peer } from '#test/s3-peer';
import { createTestApp, type TestApp } from '#test/test-app';
import { originalKey } from './media-keys';

// The store the configuration chooses, seen through the app: with MEDIA_S3_BUCKET every
// server process serves the same files (docs/architecture.md#scale-out).

let peer: S3Peer;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  peer = await startS3Peer();
  first = await createTestApp(peer.env);
  second = await createTestApp(peer.env);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await peer.close();
});

/** An article's document row, as a database shared by the processes would hold it. */
async function insertDocument(t: TestApp, storageKey: string): Promise<number> {
  const db = t.database.db;
  const tree = await insertTree(db, ['Verrerie', 'Verrerie de laboratoire', 'Béchers']);
  const article = await insertArticle(db, {
    crmId: storageKey,
    label: 'Bécher',
    underSubCategoryId: tree.underSubCategoryId,
  });
  const row = firstRow(
    await db
      .insert(attachments)
      .values({
        articleId: article.id,
        isPicture: false,
        originalFileName: 'fiche bécher.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 6,
        storageKey,
      })
      .returning(),
  );
  return row.id;
}

const fullSize = (t: TestApp, id: number) =>
  t.app.inject(`/exposed/attachment/${id}/get/full/size`);

describe('media store chosen by the configuration', () => {
  it('serves from the bucket a file written through app.media', async () => {
    const id = await insertDocument(first, 'articles/1/s3-served');
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    await first.app.media.write(originalKey('articles/1/s3-served'), bytes, 'application/pdf');

    const object = await peer.client.send(
      new HeadObjectCommand({ Bucket: peer.bucket, Key: originalKey('articles/1/s3-served') }),
    );
    expect(object.ContentType).toBe('application/pdf');
    const res = await fullSize(first, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(fs.existsSync(path.join(first.config.dataDir, 'media'))).toBe(false);
  });

  it('lets two processes on the same bucket see each other’s files', async () => {
    const key = 'articles/2/shared';
    const idOnFirst = await insertDocument(first, key);
    const idOnSecond = await insertDocument(second, key);
    await first.app.media.write(originalKey(key), Buffer.from('%PDF+1'), 'application/pdf');

    const served = await fullSize(second, idOnSecond);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('%PDF+1');

    await second.app.media.delete(originalKey(key));
    expect(await first.app.media.has(originalKey(key))).toBe(false);
    expect((await fullSize(first, idOnFirst)).statusCode).toBe(404);
  });

  it('keeps the media in DATA_DIR/media without a bucket', async () => {
    const local = await createTestApp();
    try {
      await local.app.media.write(
        'articles/3/local/original',
        Buffer.from('%PDF'),
        'application/pdf',
      );
      const file = path.join(local.config.dataDir, 'media', 'articles/3/local/original');
      expect(fs.readFileSync(file, 'utf8')).toBe('%PDF');
    } finally {
      await local.close();
    }
  });

  it('refuses to start when the bucket does not answer, saying which and why', async () => {
    const starting = createTestApp({ ...peer.env, MEDIA_S3_BUCKET: 'no-such-bucket' });
    await expect(starting).rejects.toThrow(ConfigError);
    await expect(starting).rejects.toThrow(
      /^The media bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not answer \(HTTP 404: no such bucket\)/,
    );
  });
});
