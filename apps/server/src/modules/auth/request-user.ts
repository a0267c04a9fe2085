import { FORBIDDEN, UNAUTHORIZED } from '@labo/domain/messages';
import { isAdmin } from '@labo/domain/session-rules';
import { MAX_ID } from '@labo/domain/wire-primitives';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error';
import type { AuthUser } from './auth-plugin';
import { selectAuthUser } from './auth-queries';

const unauthorized = () => new AppError(401, 'unauthorized', UNAUTHORIZED);
const forbidden = () => new AppError(403, 'forbidden', FORBIDDEN);

/**
 * Checks the bearer token, then that its user still exists: a deleted account's token
 * stops working at once. Roles are read from the database, not from the token, so a
 * withdrawn admin role takes effect without waiting for the token to expire.
 */
async function authenticate(request: FastifyRequest): Promise<AuthUser> {
  try {
    await request.jwtVerify();
  } catch {
    // Missing, malformed, forged or expired: the client must log in again (SPEC §4).
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

/** preHandler of the routes reserved to logged-in users (SPEC §6). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await authenticate(request);
}

/** preHandler of the routes reserved to administrators (SPEC §6, role ROLE_ADMIN). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(await authenticate(request))) throw forbidden();
}
