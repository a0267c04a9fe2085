import fp from 'fastify-plugin';
import { campaignRoutes } from './campaign-routes';
import { CampaignService } from './campaign-service';

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: CampaignService;
  }
}

/** Promotion campaigns for administrators: the service and its routes. */
export const campaignPlugin = fp(
  async (app) => {
    app.decorate('campaigns', new CampaignService(app.database.db, () => app.catalog.invalidate()));
    await app.register(campaignRoutes);
  },
  { name: 'campaigns', dependencies: ['catalog', 'auth'], decorators: { fastify: ['database'] } },
);
