import { z } from 'zod';
import { addressSchema } from './auth-schemas';
import {
  emailSchema,
  NAME_MAX_CHARS,
  optionalText,
  PHONE_MAX_CHARS,
  passwordSchema,
} from './form-fields';
import { idSchema } from './wire-primitives';

// Requests and answers of the account calls (docs/product/accounts.md#account-calls).

/** POST /api/login_check */
const loginRequestSchema = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer of POST /api/login_check and GET /exposed/renew/jwt. */
export const tokenAnswerSchema = z.object({ token: z.string().min(1) });

/** POST /exposed/create/account: first name, last name and phone may be empty. */
const createAccountRequestSchema = z.object({
  firstName: optionalText(NAME_MAX_CHARS),
  lastName: optionalText(NAME_MAX_CHARS),
  phone: optionalText(PHONE_MAX_CHARS),
  email: emailSchema,
  password: passwordSchema,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** 201 answer of POST /exposed/create/account. */
export const createdAccountSchema = z.object({ id: idSchema, email: z.string() });

/** 200 answer of POST /exposed/account/verify. */
export const accountVerifiedSchema = z.object({ email: z.string(), verified: z.literal(true) });

/** 200 answer of POST /exposed/password/{token}/user/reset. */
export const passwordResetAnswerSchema = z.object({
  updated_user: z.object({ id: idSchema, email: z.string() }),
});

/**
 * PUT /api/protected/put/self/personal/info (docs/product/accounts.md#personal-information):
 * IBAN is always sent empty.
 */
const personalInfoRequestSchema = z.object({
  firstName: optionalText(NAME_MAX_CHARS),
  lastName: optionalText(NAME_MAX_CHARS),
  phone: optionalText(PHONE_MAX_CHARS),
  IBAN: z.string().max(0).optional(),
  billingAddress: addressSchema,
  deliveryAddress: addressSchema,
});
export type PersonalInfoRequest = z.infer<typeof personalInfoRequestSchema>;
