import { z } from 'zod';
import { emailSchema } from './form-fields';
import { flagSchema, idSchema } from './wire-primitives';

/**
 * GET /api/protected/all/users/list (API.md "User (admin list)"); `activated` is "0"
 * for an unverified account (SPEC §3).
 */
export const adminUserSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  activated: flagSchema,
  verified: z.boolean(),
  roles: z.array(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);

/** Most staff addresses notified of new quotes (field mailer_btx_staff, SPEC §2). */
export const MAX_STAFF_EMAILS = 50;

/** GET /api/protected/mailer/btx/staff answer. */
export const staffEmailsAnswerSchema = z.array(z.string());

/** PUT /api/protected/mailer/btx/staff (API.md addition). */
export const staffEmailsSchema = z.object({
  emails: z.array(emailSchema).max(MAX_STAFF_EMAILS),
});
export type StaffEmails = z.infer<typeof staffEmailsSchema>;
