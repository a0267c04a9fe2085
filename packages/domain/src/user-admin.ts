import { z } from 'zod';
import { foldDiacritics } from './diacritics';
import { emailSchema } from './form-fields';
import { idSchema } from './wire-primitives';

// The administrators' user management (docs/product/admin.md#user-management).

/** A user as the admin list receives it: `activated` "1" once the address is verified. */
const adminUserSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  activated: z.enum(['0', '1']),
  verified: z.boolean(),
  roles: z.array(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = z.array(adminUserSchema);

/** docs/product/admin.md#user-search: nothing is filtered below 2 characters. */
const USER_SEARCH_MIN_CHARS = 2;

const folded = (text: string) => foldDiacritics(text).toLowerCase();

/**
 * The users a search shows: the search's first word, from 2 characters, found in the
 * first name, last name, e-mail or phone, whatever the case and accents. A shorter search
 * shows everyone.
 */
export function searchUsers<
  T extends Pick<AdminUser, 'firstName' | 'lastName' | 'email' | 'phone'>,
>(users: readonly T[], search: string): readonly T[] {
  const [word = ''] = search.trim().split(/\s+/);
  if (word.length < USER_SEARCH_MIN_CHARS) return users;
  const needle = folded(word);
  return users.filter((user) =>
    [user.firstName, user.lastName, user.email, user.phone].some((field) =>
      folded(field).includes(needle),
    ),
  );
}

/** At most this many staff addresses: a list, not a mailing campaign. */
const MAX_STAFF_EMAILS = 20;

/** PUT /api/protected/mailer/btx/staff (docs/product/admin.md#staff-e-mails). */
export const staffEmailsSchema = z.object({
  emails: z.array(emailSchema).max(MAX_STAFF_EMAILS, `${MAX_STAFF_EMAILS} adresses au plus.`),
});
