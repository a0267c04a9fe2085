import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE,
  isAdmin,
  loginRetryDelayMs,
  shouldRenewToken,
  tokenExpiresAt,
} from './session-rules';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;

describe('isAdmin (SPEC §6)', () => {
  it('needs ROLE_ADMIN among the roles', () => {
    expect(ADMIN_ROLE).toBe('ROLE_ADMIN');
    expect(isAdmin({ roles: ['ROLE_USER', 'ROLE_ADMIN'] })).toBe(true);
    expect(isAdmin({ roles: ['ROLE_USER'] })).toBe(false);
    expect(isAdmin({ roles: [] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('shouldRenewToken (SPEC §4)', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('renews under 120 minutes to expiry', () => {
    expect(shouldRenewToken(new Date('2026-11-21T11:59:59Z'), now)).toBe(true);
    expect(shouldRenewToken(new Date('2026-11-21T09:00:00Z'), now)).toBe(true);
  });

  it('keeps a token with 120 minutes or more left', () => {
    expect(shouldRenewToken(new Date('2026-11-21T12:00:00Z'), now)).toBe(false);
    expect(shouldRenewToken(new Date('2026-11-22T10:00:00Z'), now)).toBe(false);
  });
});

describe('loginRetryDelayMs (SPEC §4, §9)', () => {
  it('starts at 100 ms and adds 100 ms per failure', () => {
    expect(loginRetryDelayMs(0)).toBe(100);
    expect(loginRetryDelayMs(1)).toBe(200);
    expect(loginRetryDelayMs(5)).toBe(600);
    expect(loginRetryDelayMs(-3)).toBe(100);
  });
});

describe('tokenExpiresAt', () => {
  it('reads the exp claim', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_800_000_000, sub: 'é' }))?.toISOString()).toBe(
      '2027-01-15T08:00:00.000Z',
    );
  });

  it('returns null for unreadable tokens or no expiry', () => {
    expect(tokenExpiresAt('')).toBeNull();
    expect(tokenExpiresAt('abc')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
    expect(tokenExpiresAt(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
    expect(tokenExpiresAt(jwt({ sub: 1 }))).toBeNull();
    expect(tokenExpiresAt(jwt({ exp: '1800000000' }))).toBeNull();
    expect(tokenExpiresAt(`a.${base64Url([1])}.c`)).toBeNull();
  });
});
