import type { FastifyInstance } from 'fastify';
import { signSessionToken } from '#modules/auth/session-token';

/** A user's bearer token, signed by the app as a login signs it. */
export function signUserToken(
  app: FastifyInstance,
  user: { id: number; tokenVersion?: number },
): string {
  return signSessionToken(app, { id: user.id, tokenVersion: user.tokenVersion ?? 0 });
}
