import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig, type MediaS3Config } from '#config';

// A real S3-compatible server (s3rver) on 127.0.0.1, in a temporary folder, for the media
// store tests (docs/decisions/019-s3-media-store.md).

export interface S3Peer {
  bucket: string;
  /** The settings of a server process whose media live in the peer's bucket. */
  env: Record<string, string>;
  /** The S3 settings those give, with `extra` settings over them. */
  settings(extra?: Record<string, string>): MediaS3Config;
  /** A client of its own, to look at the bucket behind a store's back. */
  client: S3Client;
  close(): Promise<void>;
}

export async function startS3Peer(): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-s3-'));
  const bucket = 'labo-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts only its own fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const env = {
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  };
  const client = new S3Client({ endpoint, region: 'eu-west-3', forcePathStyle: true, credentials });
  return {
    bucket,
    env,
    settings(extra = {}) {
      const settings = loadConfig({ ...env, ...extra }).mediaS3;
      if (!settings) throw new Error('MEDIA_S3_BUCKET is set, yet no S3 settings came out');
      return settings;
    },
    client,
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
