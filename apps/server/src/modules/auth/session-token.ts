import { SESSION_MAX_DAYS } from '@labo/domain/limits';
import { UNAUTHORIZED } from '@labo/domain/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#http/app-error';

/**
 * What a token carries: `sub` is the user id, as text as JWT wants it; `ver` the user's
 * token version when it was signed (decision 016); `auth_time` when the password login the
 * session comes from took place (seconds, OpenID Connect's name), kept by every renewal.
 * Tokens signed before `auth_time` existed count from their `iat`.
 */
export interface TokenPayload {
  sub: string;
  ver: number;
  auth_time?: number;
  iat?: number;
}

/** The caller of a request, once its token is checked against the users table. */
export interface AuthUser {
  id: number;
  email: string;
  roles: string[];
  tokenVersion: number;
  /** The session's password login, in seconds since the epoch (`auth_time`). */
  authTime: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

const DAY_SECONDS = 24 * 3600;
const SESSION_MAX_SECONDS = SESSION_MAX_DAYS * DAY_SECONDS;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The bearer token of a login or a renewal: the user id, the user's current token version
 * and the session's login time, signed for a day but never past 30 days after that login
 * (docs/product/accounts.md#login-token, #session-lifetime). A session with no time left
 * is refused with 401, which logs the person out.
 */
export function signSessionToken(
  app: FastifyInstance,
  user: { id: number; tokenVersion: number; authTime?: number },
): string {
  const authTime = user.authTime ?? nowSeconds();
  const left = authTime + SESSION_MAX_SECONDS - nowSeconds();
  if (left <= 0) throw new AppError(401, 'unauthorized', UNAUTHORIZED);
  const payload: TokenPayload = {
    sub: String(user.id),
    ver: user.tokenVersion,
    auth_time: authTime,
  };
  return app.jwt.sign(payload, { expiresIn: `${Math.min(DAY_SECONDS, left)}s` });
}
