import fp from 'fastify-plugin';
import { announceCatalogChange, CATALOG_CHANGED, CampaignBoundaryTimer } from './catalog-changes';
import { catalogRoutes } from './catalog-routes';
import { CatalogService } from './catalog-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Search turns its rows into articles through it; imports, campaigns and media clear
     * its cached answers, and the rendered pages follow it.
     */
    catalog: CatalogService;
  }
}

/**
 * The public catalogue: its service, exposed to the other modules, and its routes. What
 * this process keeps of the catalogue is forgotten when any process on the database changes
 * it, and when a campaign starts or ends (docs/decisions/030-catalog-change-signal.md).
 */
export const catalogPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const catalog = new CatalogService(db, undefined, () => {
      announceCatalogChange(db).catch((error: unknown) =>
        app.log.error({ err: error }, 'catalogue change not announced'),
      );
    });
    app.decorate('catalog', catalog);
    const boundaries = new CampaignBoundaryTimer(db, () => catalog.forget(), app.log);
    catalog.onForget(() => boundaries.schedule());
    boundaries.schedule();
    const stopListening = await app.database.listen(CATALOG_CHANGED, () => catalog.forget());
    app.addHook('onClose', async () => {
      boundaries.stop();
      await stopListening();
    });
    await app.register(catalogRoutes);
  },
  { name: 'catalog', decorators: { fastify: ['database'] } },
);
