import { z } from 'zod';
import {
  CITY_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  STREET_MAX_CHARS,
  text,
  ZIP_CODE_MAX_CHARS,
} from './form-fields';
import { idSchema } from './wire-primitives';

// The signed-in user as the web app stores it on the device
// (docs/product/accounts.md#session-on-the-device).

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
