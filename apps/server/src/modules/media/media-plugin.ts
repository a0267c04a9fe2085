import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaRoutes } from './media-routes';
import { LocalMediaStore, type MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment bytes are read and written. */
    media: MediaStore;
  }
}

/**
 * The configured store: an S3-compatible bucket that every server process shares
 * (docs/architecture.md#scale-out), or by default the folder DATA_DIR/media.
 */
async function openMediaStore(app: FastifyInstance): Promise<MediaStore> {
  const { mediaS3, dataDir } = app.config;
  if (!mediaS3) return new LocalMediaStore(path.join(dataDir, 'media'));
  const store = await S3MediaStore.open(mediaS3);
  app.addHook('onClose', async () => store.close());
  return store;
}

/** Pictures and documents of articles: their store and its routes. */
export const mediaPlugin = fp(
  async (app) => {
    app.decorate('media', await openMediaStore(app));
    await app.register(mediaRoutes);
  },
  { name: 'media', decorators: { fastify: ['config', 'database'] } },
);
