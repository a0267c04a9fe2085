import fp from 'fastify-plugin';
import { ImportService } from './import-service';

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportService;
  }
}

/**
 * Catalogue imports: the service, which clears the catalogue's cached answers after each
 * import. No route yet; the demo seed calls it.
 */
export const importPlugin = fp(
  async (app) => {
    app.decorate('imports', new ImportService(app.database.db, () => app.catalog.invalidate()));
  },
  { name: 'import', dependencies: ['catalog'], decorators: { fastify: ['database'] } },
);
