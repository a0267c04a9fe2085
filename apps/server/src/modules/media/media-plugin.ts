import path from 'node:path';
import fp from 'fastify-plugin';
import { mediaRoutes } from './media-routes';
import { LocalMediaStore, type MediaStore } from './media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment bytes are read and written. */
    media: MediaStore;
  }
}

/** Pictures and documents of articles: their store, in DATA_DIR/media, and its routes. */
export const mediaPlugin = fp(
  async (app) => {
    app.decorate('media', new LocalMediaStore(path.join(app.config.dataDir, 'media')));
    await app.register(mediaRoutes);
  },
  { name: 'media', decorators: { fastify: ['config', 'database'] } },
);
