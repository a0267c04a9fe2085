import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { FORBIDDEN, UNAUTHORIZED } from '@labo/domain/messages';
import { MAX_ID } from '@labo/domain/wire-primitives';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '#http/app-error';
import { selectAuthUser } from './auth-queries';
import type { AuthUser, TokenPayload } from './session-token';

const unauthorized = () => new AppError(401, 'unauthorized', UNAUTHORIZED);

/**
 * Routes whose path is under /api/ need a token, the login excepted
 * (docs/product/api-conventions.md#public-and-protected-calls). Read from the route's
 * declared path, not the request's URL, which a client may spell differently.
 */
export function isTokenGuarded(routePath: string): boolean {
  return routePath.startsWith('/api/') && routePath !== apiRoutes.login;
}

/**
 * Answers that belong to one person and that no cache between them and the server may keep
 * (docs/product/api-conventions.md#private-answers): every token-guarded call, the login's
 * token, and what a signed link opens (a visitor's quote and its offers).
 */
export function isPrivateAnswer(routePath: string): boolean {
  return routePath.startsWith('/api/') || routePath.startsWith('/exposed/quote/');
}

/** Requests whose token this module checked, so that a role check does not check it twice. */
const checked = new WeakMap<FastifyRequest, AuthUser>();

function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
}

/**
 * Checks the bearer token (signature, HS256, expiry), then that its user still exists
 * and its token version is the user's: a deleted account's tokens, and every token issued
 * before a password reset, stop working at once (docs/product/accounts.md#login-token).
 * request.user becomes the stored user, so its roles are the database's, not the
 * token's: a withdrawn admin role takes effect without waiting for the token to expire.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthUser> {
  let payload: TokenPayload;
  try {
    payload = await request.jwtVerify<TokenPayload>();
  } catch {
    // Missing, malformed, forged or expired: the client must log in again
    // (docs/product/accounts.md#token-renewal).
    throw unauthorized();
  }
  const id = Number(payload.sub);
  if (!isId(id) || !Number.isSafeInteger(payload.ver)) throw unauthorized();
  const stored = await selectAuthUser(request.server.database.db, id);
  if (!stored || stored.tokenVersion !== payload.ver) throw unauthorized();
  const user = { ...stored, authTime: payload.auth_time ?? payload.iat ?? 0 };
  request.user = user;
  checked.set(request, user);
  return user;
}

/** The OpenAPI answers of a route behind `requireRole`: no valid token, or not the role. */
export const roleDeniedAnswers = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * A pre-handler that lets only users holding `role` through (403 for the others). The
 * token is checked first if no hook did it yet, so it also guards a route outside /api/.
 */
export function requireRole(role: string): preHandlerHookHandler {
  return async (request) => {
    const user = checked.get(request) ?? (await authenticate(request));
    if (!user.roles.includes(role)) throw new AppError(403, 'forbidden', FORBIDDEN);
  };
}

/**
 * The caller's user id on a call where the token is optional (POST /exposed/post/quote):
 * null without an Authorization header, but a 401 for a header that does not hold a
 * valid token, so that a client sending a stale one learns it rather than having its
 * quote silently filed as anonymous.
 */
export async function optionalUser(request: FastifyRequest): Promise<number | null> {
  if (request.headers.authorization === undefined) return null;
  return (await authenticate(request)).id;
}
