import { z } from 'zod';
import {
  CITY_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  EMAIL_MAX_CHARS,
  emailSchema,
  NAME_MAX_CHARS,
  optionalText,
  PASSWORD_MAX_CHARS,
  passwordSchema,
  phoneSchema,
  STREET_MAX_CHARS,
  text,
  ZIP_CODE_MAX_CHARS,
} from './form-fields';
import { FIELD_REQUIRED, TEXT_TOO_LONG } from './messages';
import { envSchema, idSchema, wireText } from './wire-primitives';

// The account calls' payloads and answers (docs/product/accounts.md#account-calls), and the
// signed-in user as the web app stores it on the device
// (docs/product/accounts.md#session-on-the-device).

/**
 * POST /api/login_check. Any address and password are tried (an address that is not valid
 * simply has no account): only an empty or absurd field is a 400.
 */
export const loginRequestSchema = z.object({
  email: wireText({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(EMAIL_MAX_CHARS, TEXT_TOO_LONG),
  password: wireText({ error: FIELD_REQUIRED })
    .min(1, FIELD_REQUIRED)
    .max(PASSWORD_MAX_CHARS, TEXT_TOO_LONG),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A login or a renewal: the bearer token, valid one day. */
export const tokenAnswerSchema = z.object({ token: z.string() });

/** Longest IBAN (34 characters) with the spaces people write. */
const IBAN_MAX_CHARS = 42;

/** An address (docs/product/accounts.md#user-shape); every field present, empty when unknown. */
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

/**
 * GET /api/protected/self/info (docs/product/accounts.md#user-shape); names and phone
 * empty when unknown.
 */
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

/**
 * POST /exposed/create/account (docs/product/accounts.md#account-creation): names and phone
 * optional, a valid address and a password of 8 characters or more.
 */
export const createAccountRequestSchema = z.object({
  firstName: optionalText(NAME_MAX_CHARS),
  lastName: optionalText(NAME_MAX_CHARS),
  phone: phoneSchema.optional(),
  email: emailSchema,
  password: passwordSchema,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** 201 answer of the account creation: the new account's id and stored (lower-cased) address. */
export const createdAccountAnswerSchema = z.object({ id: idSchema, email: z.string() });
export type CreatedAccountAnswer = z.infer<typeof createdAccountAnswerSchema>;

/**
 * The random token of a verification or reset link: whatever text comes is tried (an unknown one is
 * refused as invalid), within a bound that keeps absurd input out.
 */
const ACCOUNT_TOKEN_MAX_CHARS = 200;
const accountTokenSchema = wireText({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(ACCOUNT_TOKEN_MAX_CHARS, TEXT_TOO_LONG);

/** POST /exposed/account/verify (docs/product/accounts.md#e-mail-verification). */
export const verifyAccountRequestSchema = z.object({ token: accountTokenSchema });

export const verifiedAccountAnswerSchema = z.object({
  email: z.string(),
  verified: z.literal(true),
});
export type VerifiedAccountAnswer = z.infer<typeof verifiedAccountAnswerSchema>;

/** An answer with nothing to say (`{}`): a request accepted, a mail queued. */
export const emptyAnswerSchema = z.object({});

/**
 * POST /exposed/password/reset/request (docs/product/accounts.md#password-recovery); `env` is
 * only recorded by clients, the server ignores it.
 */
export const passwordResetRequestSchema = z.object({ userEmail: emailSchema, env: envSchema });

/** POST /exposed/password/{token}/user/reset: the link's token again, and the new password. */
export const passwordResetSchema = z.object({
  resetToken: accountTokenSchema,
  password: passwordSchema,
});
export const passwordResetPathSchema = z.object({ token: accountTokenSchema });

export const passwordResetAnswerSchema = z.object({
  updated_user: z.object({ id: idSchema, email: z.string() }),
});
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/**
 * PUT /api/protected/put/self/personal/info (docs/product/accounts.md#personal-information):
 * names and both addresses replace the stored ones; an absent phone is left as it is; the
 * IBAN is sent empty and ignored.
 */
export const personalInfoRequestSchema = z.object({
  firstName: text(NAME_MAX_CHARS),
  lastName: text(NAME_MAX_CHARS),
  phone: phoneSchema.optional(),
  IBAN: optionalText(IBAN_MAX_CHARS),
  billingAddress: addressSchema,
  deliveryAddress: addressSchema,
});
export type PersonalInfoRequest = z.infer<typeof personalInfoRequestSchema>;
