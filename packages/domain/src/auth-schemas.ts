import { z } from 'zod';
import {
  CITY_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  emailSchema,
  NAME_MAX_CHARS,
  PASSWORD_MAX_CHARS,
  PHONE_MAX_CHARS,
  passwordSchema,
  STREET_MAX_CHARS,
  text,
  ZIP_CODE_MAX_CHARS,
} from './form-fields';
import { LOGIN_PASSWORD_MIN_CHARS } from './limits';
import { FIELD_REQUIRED, LOGIN_PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from './messages';
import { envSchema, idSchema } from './wire-primitives';

// Account and session shapes of SPEC §3/§7 and API.md. The *FormSchema variants add the
// confirmation field the web forms have and the server never receives.

/** POST /api/login_check; SPEC §5: valid e-mail and a password of 2 characters or more. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: FIELD_REQUIRED })
    .min(LOGIN_PASSWORD_MIN_CHARS, LOGIN_PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_CHARS),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of login and of GET /exposed/renew/jwt. */
export const tokenAnswerSchema = z.object({ token: z.string().min(1) });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** POST /exposed/create/account; SPEC §5: names and phone optional, may be empty. */
export const createAccountSchema = z.object({
  firstName: text(NAME_MAX_CHARS).optional(),
  lastName: text(NAME_MAX_CHARS).optional(),
  phone: text(PHONE_MAX_CHARS).optional(),
  email: emailSchema,
  password: passwordSchema,
});
export type CreateAccountRequest = z.infer<typeof createAccountSchema>;

/** SPEC §5: the confirmation equals the password. */
function withConfirmation<T extends z.ZodObject<{ password: typeof passwordSchema }>>(schema: T) {
  return schema
    .extend({ confirmation: z.string() })
    .refine((form) => form.confirmation === form.password, {
      message: PASSWORDS_DIFFER,
      path: ['confirmation'],
    });
}

export const createAccountFormSchema = withConfirmation(createAccountSchema);
export type CreateAccountForm = z.infer<typeof createAccountFormSchema>;

/** 201 answer of account creation (API.md). */
export const createAccountAnswerSchema = z.object({ id: idSchema, email: z.string() });
export type CreateAccountAnswer = z.infer<typeof createAccountAnswerSchema>;

/** POST /exposed/password/reset/request. */
export const passwordResetRequestSchema = z.object({ userEmail: emailSchema, env: envSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /exposed/password/{token}/user/reset. */
export const passwordResetSchema = z.object({
  resetToken: z.string().min(1).max(512),
  password: passwordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The /credentials/recover form: "Nouveau mot de passe" and "Confirmer le mot de passe". */
export const passwordResetFormSchema = withConfirmation(z.object({ password: passwordSchema }));
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

export const passwordResetAnswerSchema = z.object({
  updated_user: z.object({ id: idSchema, email: z.string() }),
});
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** SPEC §3 address; every field present, empty when unknown. */
export const addressSchema = z.object({
  street: text(STREET_MAX_CHARS),
  additionalStreet: text(STREET_MAX_CHARS),
  city: text(CITY_MAX_CHARS),
  zipCode: text(ZIP_CODE_MAX_CHARS),
  country: text(COUNTRY_MAX_CHARS),
});
export type Address = z.infer<typeof addressSchema>;

export const EMPTY_ADDRESS: Address = {
  street: '',
  additionalStreet: '',
  city: '',
  zipCode: '',
  country: '',
};

/** GET /api/protected/self/info (API.md "User (self)"); names and phone empty when unknown. */
export const selfUserSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(z.string()),
  verified: z.boolean(),
  default_billing_address: addressSchema,
  default_delivery_address: addressSchema,
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/** PUT /api/protected/put/self/personal/info (SPEC §3); IBAN is sent empty. */
export const personalInfoUpdateSchema = z.object({
  firstName: text(NAME_MAX_CHARS),
  lastName: text(NAME_MAX_CHARS),
  IBAN: text(34),
  billingAddress: addressSchema,
  deliveryAddress: addressSchema,
});
export type PersonalInfoUpdate = z.infer<typeof personalInfoUpdateSchema>;
