import { canLogin } from '@labo/domain/account-rules';
import {
  createAccountRequestSchema,
  loginRequestSchema,
  passwordResetSchema,
} from '@labo/domain/auth-schemas';
import { emailSchema } from '@labo/domain/form-fields';
import { PASSWORDS_DIFFER } from '@labo/domain/messages';
import { z } from 'zod';

// The forms of /login and /credentials/recover (docs/product/accounts.md), built from the
// schemas the server checks the calls with, plus what only the form holds.

/**
 * docs/product/accounts.md#login-button-rule: a valid address and a password of 2
 * characters or more. The password says nothing under it: its description is the last
 * failure (docs/product/accounts.md#login-retry).
 */
export const loginFormSchema = z
  .object({ email: emailSchema, password: loginRequestSchema.shape.password })
  .refine(({ email, password }) => canLogin(email, password), { path: ['password'] });

/** docs/product/accounts.md#password-recovery: the address to send the link to. */
export const resetLinkFormSchema = z.object({ email: emailSchema });

type NewPassword = { password: string; confirmation: string };

/**
 * docs/product/accounts.md#password-rule: the confirmation repeats the password. Checked as
 * soon as both are texts, whatever the other fields say, so that it speaks as one types.
 */
function confirmationRepeatsPassword<Schema extends z.ZodType<NewPassword>>(schema: Schema) {
  return schema.refine((form) => form.confirmation === form.password, {
    path: ['confirmation'],
    message: PASSWORDS_DIFFER,
    when: ({ value }) => {
      const form = value as Partial<Record<keyof NewPassword, unknown>>;
      return typeof form.password === 'string' && typeof form.confirmation === 'string';
    },
  });
}

/** docs/product/accounts.md#password-reset-page: the new password, twice. */
export const passwordResetFormSchema = confirmationRepeatsPassword(
  z.object({ password: passwordResetSchema.shape.password, confirmation: z.string() }),
);

/**
 * docs/product/accounts.md#account-creation: the call's fields and the confirmation, which
 * stays in the form.
 */
export const createAccountFormSchema = confirmationRepeatsPassword(
  createAccountRequestSchema.extend({ confirmation: z.string() }),
).transform(({ confirmation: _, ...request }) => request);

export type CreateAccountFormValues = z.input<typeof createAccountFormSchema>;
