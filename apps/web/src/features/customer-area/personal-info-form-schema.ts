import { personalInfoRequestSchema } from '@labo/domain/auth-schemas';
import { z } from 'zod';

/**
 * The personal information as the form holds it (docs/product/accounts.md#personal-information):
 * the call's own fields and rules, the IBAN apart (always sent empty), the phone always a text.
 */
export const personalInfoFormSchema = z.object({
  firstName: personalInfoRequestSchema.shape.firstName,
  lastName: personalInfoRequestSchema.shape.lastName,
  phone: personalInfoRequestSchema.shape.phone.unwrap(),
  billingAddress: personalInfoRequestSchema.shape.billingAddress,
  deliveryAddress: personalInfoRequestSchema.shape.deliveryAddress,
});
