import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { AccountService } from './account-service';
import { passwordResetRoutes } from './password-reset-routes';
import { PasswordResetService } from './password-reset-service';
import { signUpRoutes } from './sign-up-routes';
import { SignUpService } from './sign-up-service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    signUps: SignUpService;
    passwordResets: PasswordResetService;
  }
}

/**
 * Customer accounts: sign-up and verification, password recovery, and the calls of a
 * customer's own account.
 */
export const accountPlugin = fp(
  async (app) => {
    app.decorate('accounts', new AccountService(app.database.db));
    app.decorate(
      'signUps',
      new SignUpService(
        app.database.db,
        app.config.publicUrl,
        () => app.mail.wake(),
        app.config.passwordHashCost,
      ),
    );
    app.decorate(
      'passwordResets',
      new PasswordResetService(
        app.database.db,
        app.config.publicUrl,
        () => app.mail.wake(),
        app.config.passwordHashCost,
        app.deferredWork,
      ),
    );
    await app.register(accountRoutes);
    await app.register(signUpRoutes);
    await app.register(passwordResetRoutes);
  },
  {
    name: 'account',
    dependencies: ['auth', 'mail', 'deferred-work'],
    decorators: { fastify: ['config', 'database'] },
  },
);
