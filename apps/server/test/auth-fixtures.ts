import type { FastifyInstance } from 'fastify';

/** A user's bearer token, signed by the app as a login would sign it. */
export function signUserToken(
  app: FastifyInstance,
  user: { id: number; email: string; roles: readonly string[] },
): string {
  return app.jwt.sign({ sub: String(user.id), email: user.email, roles: [...user.roles] });
}
