import { randomBytes } from 'node:crypto';
import { emailSchema } from '@labo/domain/form-fields';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import type { Executor } from '#db/database';
import { insertAdmin, selectRolesByEmail, updateRoles } from './admin-account-queries';
import { newPasswordSchema } from './common-passwords';
import { hashPassword } from './password-hash';

// Administrator accounts are never created in the shop: the provider runs these from the
// command line (docs/product/admin.md#administrator-accounts).

/** A refusal a person can act on, in French; the command prints it and exits with 1. */
export class AdminAccountRefusal extends Error {}

/** docs/product/accounts.md#e-mail-addresses: one account per address, whatever its case. */
function checkedEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new AdminAccountRefusal(`Adresse e-mail invalide : « ${email} ».`);
  return parsed.data.toLowerCase();
}

/** 18 random bytes: 24 characters that survive a copy and paste. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/** `passwordHashCost`: the configuration's. */
export async function createAdmin(
  db: Executor,
  email: string,
  password: string,
  passwordHashCost: number | undefined,
) {
  const address = checkedEmail(email);
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) {
    throw new AdminAccountRefusal(checked.error.issues[0]?.message ?? 'Mot de passe invalide.');
  }
  const created = await insertAdmin(
    db,
    address,
    await hashPassword(checked.data, passwordHashCost),
  );
  if (!created) {
    throw new AdminAccountRefusal(
      `Un compte existe déjà pour ${address} : utilisez « promote » pour le rendre administrateur.`,
    );
  }
  return { id: created.id, email: address };
}

/** Gives or withdraws the administrator role; false when the account already had it so. */
export async function setAdminRole(db: Executor, email: string, admin: boolean) {
  const address = checkedEmail(email);
  const user = await selectRolesByEmail(db, address);
  if (!user) throw new AdminAccountRefusal(`Aucun compte pour ${address}.`);
  if (user.roles.includes(ADMIN_ROLE) === admin) return false;
  const roles = admin
    ? [...user.roles, ADMIN_ROLE]
    : user.roles.filter((role) => role !== ADMIN_ROLE);
  await updateRoles(db, user.id, roles);
  return true;
}
