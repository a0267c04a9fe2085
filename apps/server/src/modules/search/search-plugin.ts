import fp from 'fastify-plugin';
import { searchRoutes } from './search-routes';
import { SearchService } from './search-service';

declare module 'fastify' {
  interface FastifyInstance {
    articleSearch: SearchService;
  }
}

/** Article search: its service, on the article read model, and its route, on the catalogue's answer cache. */
export const searchPlugin = fp(
  async (app) => {
    app.decorate('articleSearch', new SearchService(app.database.db));
    await app.register(searchRoutes);
  },
  { name: 'search', dependencies: ['catalog'], decorators: { fastify: ['database'] } },
);
