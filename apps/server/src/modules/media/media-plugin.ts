import path from 'node:path';
import fp from 'fastify-plugin';
import { ArticleMediaService } from './article-media-service';
import { mediaAdminRoutes } from './media-admin-routes';
import { mediaRoutes } from './media-routes';
import { LocalMediaStore, type MediaStore } from './media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment bytes are read and written. */
    media: MediaStore;
    /** The administrators' changes to an article's media, for the routes and the demo seed. */
    articleMedia: ArticleMediaService;
  }
}

/** Pictures and documents of articles: their store, in DATA_DIR/media, their service and routes. */
export const mediaPlugin = fp(
  async (app) => {
    const media = new LocalMediaStore(path.join(app.config.dataDir, 'media'));
    app.decorate('media', media);
    app.decorate(
      'articleMedia',
      new ArticleMediaService(app.database.db, media, () => app.catalog.invalidate(), app.log, {
        allowLoopback: app.config.mediaFetchAllowLoopback,
      }),
    );
    await app.register(mediaRoutes);
    await app.register(mediaAdminRoutes);
  },
  {
    name: 'media',
    dependencies: ['catalog', 'auth'],
    decorators: { fastify: ['config', 'database'] },
  },
);
