import fp from 'fastify-plugin';
import { usersRoutes } from './users-routes';
import { UsersService } from './users-service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** The administrators' user management and staff list (docs/product/admin.md#user-management). */
export const usersPlugin = fp(
  async (app) => {
    app.decorate('users', new UsersService(app.database.db));
    await app.register(usersRoutes);
  },
  { name: 'users', dependencies: ['auth'], decorators: { fastify: ['database'] } },
);
