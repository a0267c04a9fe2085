import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ArticleMediaService } from './article-media-service';
import { mediaAdminRoutes } from './media-admin-routes';
import { mediaRoutes } from './media-routes';
import { MediaServingCache } from './media-serving-cache';
import { LocalMediaStore, type MediaStore } from './media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment bytes are read and written. */
    media: MediaStore;
    /** The administrators' changes to an article's media, for the routes and the demo seed. */
    articleMedia: ArticleMediaService;
  }
}

/**
 * The configured store: an S3-compatible bucket that every server process shares
 * (docs/architecture.md#scale-out), or by default the folder DATA_DIR/media.
 */
async function openMediaStore(app: FastifyInstance): Promise<MediaStore> {
  const { mediaS3, dataDir } = app.config;
  if (!mediaS3) return new LocalMediaStore(path.join(dataDir, 'media'));
  // The AWS SDK is loaded only by the processes that use a bucket (docs/performance.md#start-up).
  const { S3MediaStore } = await import('./s3-media-store');
  const store = await S3MediaStore.open(mediaS3);
  app.addHook('onClose', async () => store.close());
  return store;
}

/** Pictures and documents of articles: their store, their service and routes. */
export const mediaPlugin = fp(
  async (app) => {
    const media = await openMediaStore(app);
    const serving = new MediaServingCache(app.database.db, media);
    // Forgotten whichever process changed an article's media (catalog-plugin.ts).
    app.catalog.onForget(() => serving.forgetLookups());
    const onChanged = () => app.catalog.invalidate();
    app.decorate('media', media);
    app.decorate(
      'articleMedia',
      new ArticleMediaService(app.database.db, media, onChanged, app.log, {
        allowLoopback: app.config.mediaFetchAllowLoopback,
      }),
    );
    await app.register(mediaRoutes, { serving });
    await app.register(mediaAdminRoutes);
  },
  {
    name: 'media',
    dependencies: ['catalog', 'auth'],
    decorators: { fastify: ['config', 'database'] },
  },
);
