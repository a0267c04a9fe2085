import fp from 'fastify-plugin';
import { usersRoutes } from './users-routes';

/** The administrators' user management and staff list (docs/product/admin.md#user-management). */
export const usersPlugin = fp(
  async (app) => {
    await app.register(usersRoutes);
  },
  { name: 'users', dependencies: ['auth'], decorators: { fastify: ['database'] } },
);
