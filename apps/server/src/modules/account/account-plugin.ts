import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { AccountService } from './account-service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
  }
}

/** Customer accounts: the service and the routes of a customer's own account. */
export const accountPlugin = fp(
  async (app) => {
    app.decorate('accounts', new AccountService(app.database.db));
    await app.register(accountRoutes);
  },
  { name: 'account', dependencies: ['auth'], decorators: { fastify: ['database'] } },
);
