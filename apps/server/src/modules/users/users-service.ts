import type { AdminUser } from '@labo/domain/user-admin';
import type { Database } from '#db/database';
import { AppError, notFound } from '#http/app-error';
import { replaceStaffRecipients, staffRecipients } from '#mail/staff-recipients-queries';
import { deleteUser, selectAdminUsers } from './users-queries';

const USER_NOT_FOUND = 'Utilisateur introuvable.';
const SELF_DELETION =
  'Vous ne pouvez pas supprimer votre propre compte : demandez-le à un autre administrateur.';

/** User management and the staff list (docs/product/admin.md#user-management). */
export class UsersService {
  constructor(private readonly db: Database) {}

  /** Every account, newest first, with `activated` as the admin list reads it. */
  async list(): Promise<AdminUser[]> {
    return (await selectAdminUsers(this.db)).map((user) => ({
      ...user,
      activated: user.verified ? '1' : '0',
    }));
  }

  /** docs/product/admin.md#user-deletion: never one's own account. */
  async delete(id: number, byUserId: number): Promise<void> {
    if (id === byUserId) throw new AppError(409, 'self_deletion', SELF_DELETION);
    if (!(await deleteUser(this.db, id))) throw notFound(USER_NOT_FOUND);
  }

  staffEmails(): Promise<string[]> {
    return staffRecipients(this.db);
  }

  /** docs/product/admin.md#staff-e-mails: the list as given, without duplicates whatever their case. */
  async replaceStaffEmails(emails: readonly string[]): Promise<string[]> {
    const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
    await replaceStaffRecipients(this.db, unique);
    return unique;
  }
}
