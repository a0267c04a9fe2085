import { UNAUTHORIZED } from '@labo/domain/messages';
import { MAX_ID } from '@labo/domain/wire-primitives';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error';
import type { AuthUser } from './auth-plugin';
import { selectAuthUser } from './auth-queries';

const unauthorized = () => new AppError(401, 'unauthorized', UNAUTHORIZED);

/**
 * Checks the bearer token, then that its user still exists: a deleted account's token
 * stops working at once. request.user becomes the stored user, so its roles are the
 * database's, not the token's: a withdrawn admin role takes effect without waiting for
 * the token to expire.
 */
async function authenticate(request: FastifyRequest): Promise<AuthUser> {
  try {
    await request.jwtVerify();
  } catch {
    // Missing, malformed, forged or expired: the client must log in again
    // (docs/product/accounts.md#token-renewal).
    throw unauthorized();
  }
  const { id } = request.user;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw unauthorized();
  const user = await selectAuthUser(request.server.database.db, id);
  if (!user) throw unauthorized();
  request.user = user;
  return user;
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
