/** SPEC §6: administrators hold this role in their roles list. */
export const ADMIN_ROLE = 'ROLE_ADMIN';

/** SPEC §6 client check: logged in (a user is loaded) and admin. */
export function isAdmin(user: { roles: readonly string[] } | null | undefined): boolean {
  return user?.roles.includes(ADMIN_ROLE) ?? false;
}
