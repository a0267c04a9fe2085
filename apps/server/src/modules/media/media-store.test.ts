import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '#test/s3-peer';
import { LocalMediaStore, type MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

// One behaviour for every store: what holds on the local folder holds on a bucket
// (docs/decisions/019-s3-media-store.md).

let peer: S3Peer;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-media-'));
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(async () => {
  await peer.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const stores: { name: string; open(): Promise<MediaStore & { close?(): void }> }[] = [
  { name: 'local folder', open: async () => new LocalMediaStore(folder) },
  { name: 'S3 bucket', open: () => S3MediaStore.open(peer.settings()) },
];

describe.each(stores)('media store on a $name', ({ open }) => {
  let store: MediaStore & { close?(): void };
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close?.());

  it('reads nothing where nothing was written', async () => {
    expect(await store.read('articles/0/none/original')).toBeNull();
    expect(await store.has('articles/0/none/original')).toBe(false);
  });

  it('gives back the bytes written, under keys with slashes', async () => {
    const key = 'articles/1/abc123/original';
    await store.write(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await store.read(key)).toEqual(Buffer.from('%PDF-1.7'));
    expect(await store.has(key)).toBe(true);
    // A sibling key and the key's folder are not the key.
    expect(await store.read('articles/1/abc123/thumbnail.webp')).toBeNull();
    expect(await store.has('articles/1/abc123')).toBe(false);
  });

  it('replaces the bytes of a key written again', async () => {
    const key = 'articles/2/rewritten/original';
    await store.write(key, Buffer.from('first, and longer'), 'text/plain');
    await store.write(key, Buffer.from('second'), 'text/plain');
    expect((await store.read(key))?.toString()).toBe('second');
  });

  it('takes the same key written twice at once, as two first demands of a size do', async () => {
    const key = 'articles/5/concurrent/small.webp';
    const bytes = randomBytes(256 * 1024);
    await Promise.all([
      store.write(key, bytes, 'image/webp'),
      store.write(key, bytes, 'image/webp'),
      store.write(key, bytes, 'image/webp'),
    ]);
    expect(await store.read(key)).toEqual(bytes);
  });

  it('deletes, and deleting nothing is fine', async () => {
    const key = 'articles/3/deleted/original';
    await store.write(key, Buffer.from('gone soon'), 'text/plain');
    await store.delete(key);
    expect(await store.read(key)).toBeNull();
    expect(await store.has(key)).toBe(false);
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete('articles/3/never/original')).resolves.toBeUndefined();
  });

  it('keeps 5 MB of binary bytes intact', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    await store.write('articles/4/large/original', bytes, 'application/octet-stream');
    const read = await store.read('articles/4/large/original');
    expect(read?.length).toBe(bytes.length);
    expect(read?.equals(bytes)).toBe(true);
  });

  it('refuses keys the server could not have made', async () => {
    for (const key of ['../outside', 'articles/../../x', '/absolute', '', 'a b']) {
      await expect(store.read(key)).rejects.toThrow(/Invalid media key/);
      await expect(store.write(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Invalid media key/,
      );
    }
  });
});
