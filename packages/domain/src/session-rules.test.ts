import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, isAdmin } from './session-rules';

describe('isAdmin (docs/product/admin.md#roles-and-permissions)', () => {
  it('needs ROLE_ADMIN among the roles', () => {
    expect(ADMIN_ROLE).toBe('ROLE_ADMIN');
    expect(isAdmin({ roles: ['ROLE_USER', 'ROLE_ADMIN'] })).toBe(true);
    expect(isAdmin({ roles: ['ROLE_USER'] })).toBe(false);
    expect(isAdmin({ roles: [] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
