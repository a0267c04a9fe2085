import fp from 'fastify-plugin';
import { searchRoutes } from './search-routes';
import { SearchService } from './search-service';

declare module 'fastify' {
  interface FastifyInstance {
    articleSearch: SearchService;
  }
}

/** Article search: its service, on the catalogue's articles and answer cache, and its route. */
export const searchPlugin = fp(
  async (app) => {
    app.decorate('articleSearch', new SearchService(app.database.db, app.catalog));
    await app.register(searchRoutes);
  },
  { name: 'search', dependencies: ['catalog'], decorators: { fastify: ['database'] } },
);
