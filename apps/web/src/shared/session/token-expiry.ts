import { tokenNeedsRenewal } from '@labo/domain/account-rules';

// Read at every start-up with a stored session: apart from the renewal, which loads only
// when a token needs it.

/** The `exp` claim of a JWT (seconds since the epoch), or null when it cannot be read. */
export function jwtExpirySeconds(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Whether the stored session's token must be renewed now; an unreadable one is. */
export function sessionNeedsRenewal(jwt: string, nowMs: number): boolean {
  const exp = jwtExpirySeconds(jwt);
  return exp === null || tokenNeedsRenewal(exp, nowMs);
}
