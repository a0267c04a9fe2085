import fp from 'fastify-plugin';
import { catalogRoutes } from './catalog-routes';
import { CatalogService } from './catalog-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search turns its rows into articles through it; imports clear its cached answers. */
    catalog: CatalogService;
  }
}

/** The public catalogue: its service, exposed to the other modules, and its routes. */
export const catalogPlugin = fp(
  async (app) => {
    app.decorate('catalog', new CatalogService(app.database.db));
    await app.register(catalogRoutes);
  },
  { name: 'catalog', decorators: { fastify: ['database'] } },
);
