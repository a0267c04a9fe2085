import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { AccountService } from './account-service';
import { signUpRoutes } from './sign-up-routes';
import { SignUpService } from './sign-up-service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    signUps: SignUpService;
  }
}

/** Customer accounts: sign-up and verification, and the calls of a customer's own account. */
export const accountPlugin = fp(
  async (app) => {
    app.decorate('accounts', new AccountService(app.database.db));
    app.decorate(
      'signUps',
      new SignUpService(app.database.db, app.config.publicUrl, () => app.mail.wake()),
    );
    await app.register(accountRoutes);
    await app.register(signUpRoutes);
  },
  {
    name: 'account',
    dependencies: ['auth', 'mail'],
    decorators: { fastify: ['config', 'database'] },
  },
);
