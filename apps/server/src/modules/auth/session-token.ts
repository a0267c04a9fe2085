import type { FastifyInstance } from 'fastify';

/**
 * What a token carries: `sub` is the user id, as text as JWT wants it; `ver` the user's
 * token version when it was signed (decision 016).
 */
export interface TokenPayload {
  sub: string;
  ver: number;
}

/** The caller of a request, once its token is checked against the users table. */
export interface AuthUser {
  id: number;
  email: string;
  roles: string[];
  tokenVersion: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

/**
 * The bearer token of a login or a renewal: the user id and the user's current token
 * version, signed for a day (docs/product/accounts.md#login-token).
 */
export function signSessionToken(
  app: FastifyInstance,
  user: { id: number; tokenVersion: number },
): string {
  const payload: TokenPayload = { sub: String(user.id), ver: user.tokenVersion };
  return app.jwt.sign(payload);
}
