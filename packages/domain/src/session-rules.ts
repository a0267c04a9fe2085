import { LOGIN_RETRY_START_MS, LOGIN_RETRY_STEP_MS, TOKEN_RENEW_THRESHOLD_MINUTES } from './limits';

/** SPEC §6: administrators hold this role in their roles list. */
export const ADMIN_ROLE = 'ROLE_ADMIN';

/** SPEC §6 client check: logged in (a user is loaded) and admin. */
export function isAdmin(user: { roles: readonly string[] } | null | undefined): boolean {
  return user?.roles.includes(ADMIN_ROLE) ?? false;
}

/**
 * SPEC §4 startup: a token expiring in less than 120 minutes is renewed. An expired one
 * is "renewed" too: the call then fails with 401 and the user is logged out.
 */
export function shouldRenewToken(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() < TOKEN_RENEW_THRESHOLD_MINUTES * 60_000;
}

/** SPEC §4/§9: the login retry delay starts at 100 ms and grows by 100 ms per failure. */
export function loginRetryDelayMs(failures: number): number {
  return LOGIN_RETRY_START_MS + LOGIN_RETRY_STEP_MS * Math.max(0, Math.trunc(failures));
}

/**
 * The expiry (`exp` claim) of a JWT, read without checking the signature: the client
 * only uses it to decide when to renew (SPEC §4); the server checks tokens itself.
 * Null when the token is not a readable JWT or has no expiry.
 */
export function tokenExpiresAt(jwt: string): Date | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp)
      ? new Date(claims.exp * 1000)
      : null;
  } catch {
    // Not base64 or not JSON: the token is unreadable, which the caller treats as absent.
    return null;
  }
}
