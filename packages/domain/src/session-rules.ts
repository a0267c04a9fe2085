/** Administrators hold this role in their roles list. */
export const ADMIN_ROLE = 'ROLE_ADMIN';

/**
 * The web app's check: logged in (a user is loaded) and admin
 * (docs/product/admin.md#roles-and-permissions).
 */
export function isAdmin(user: { roles: readonly string[] } | null | undefined): boolean {
  return user?.roles.includes(ADMIN_ROLE) ?? false;
}
