import fp from 'fastify-plugin';
import { importRoutes } from './import-routes';
import { ImportService } from './import-service';
import { removeStaleUploads } from './import-upload';

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportService;
  }
}

/**
 * Catalogue imports: the service, which clears the catalogue's cached answers after each
 * import, used by the demo seed and the administrators' upload routes.
 */
export const importPlugin = fp(
  async (app) => {
    app.decorate(
      'imports',
      new ImportService(
        app.database.db,
        () => app.catalog.invalidate(),
        app.config.importConfirmWithdrawnPercent,
      ),
    );
    // An import killed mid-way (the process stopped) left its upload behind.
    await removeStaleUploads(app.log);
    await app.register(importRoutes);
  },
  {
    name: 'import',
    dependencies: ['catalog', 'auth'],
    decorators: { fastify: ['database', 'config'] },
  },
);
