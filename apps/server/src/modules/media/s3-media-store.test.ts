import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '#config';
import { type S3Peer, startS3Peer } from '#test/s3-peer';
import { S3MediaStore } from './s3-media-store';

// What only a bucket has: object metadata, a key prefix, and a start-up check.
// The behaviour shared with the local folder is in media-store.test.ts.

let peer: S3Peer;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(() => peer.close());

const head = (key: string) =>
  peer.client.send(new HeadObjectCommand({ Bucket: peer.bucket, Key: key }));

describe('S3 media store', () => {
  it('stores the content type and a long cache lifetime with the object', async () => {
    const store = await S3MediaStore.open(peer.settings());
    try {
      await store.write('articles/1/typed/thumbnail.webp', Buffer.from('WEBP'), 'image/webp');
      const object = await head('articles/1/typed/thumbnail.webp');
      expect(object.ContentType).toBe('image/webp');
      expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(object.ContentLength).toBe(4);
    } finally {
      store.close();
    }
  });

  it('puts its keys under the configured prefix, whatever its slashes', async () => {
    const store = await S3MediaStore.open(peer.settings({ MEDIA_S3_PREFIX: '/shop/media/' }));
    try {
      await store.write('articles/2/prefixed/original', Buffer.from('PNG!'), 'image/png');
      const object = await peer.client.send(
        new GetObjectCommand({
          Bucket: peer.bucket,
          Key: 'shop/media/articles/2/prefixed/original',
        }),
      );
      expect(await object.Body?.transformToString()).toBe('PNG!');
      await expect(head('articles/2/prefixed/original')).rejects.toThrow();
      expect(await store.has('articles/2/prefixed/original')).toBe(true);
    } finally {
      store.close();
    }
  });

  it('refuses to open on a bucket that does not answer, in one sentence', async () => {
    const cases: Record<string, string>[] = [
      { MEDIA_S3_BUCKET: 'no-such-bucket' },
      // s3rver checks the key id, not the signature (decision 019).
      { AWS_ACCESS_KEY_ID: 'UNKNOWN' },
      // Port 9 (discard) has no listener on the test machine.
      { MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9' },
    ];
    for (const extra of cases) {
      const opening = S3MediaStore.open(peer.settings(extra));
      await expect(opening).rejects.toThrow(ConfigError);
      await expect(opening).rejects.toThrow(
        /^The media bucket "[\w-]+" at http:\/\/127\.0\.0\.1:\d+ does not answer \(.+\): check the MEDIA_S3_ settings and the AWS credentials\.$/,
      );
    }
  });
});
