import { z } from 'zod';
import { addressSchema } from './auth-schemas';
import { NAME_MAX_CHARS, optionalText, PHONE_MAX_CHARS } from './form-fields';

// Requests and answers of the account calls the web app makes beyond those of
// auth-schemas.ts (docs/product/accounts.md#account-calls).

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
