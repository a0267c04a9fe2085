import { personalInfoRequestSchema } from '@labo/domain/auth-schemas';
import { phoneSchema } from '@labo/domain/form-fields';
import { z } from 'zod';

/**
 * The personal information as the form holds it (docs/product/accounts.md#personal-information):
 * the call's own fields and rules, the IBAN apart (always sent empty), the phone always a text
 * checked by the quote form's own rule (docs/product/accounts.md#phone-rule).
 */
export const personalInfoFormSchema = z.object({
  firstName: personalInfoRequestSchema.shape.firstName,
  lastName: personalInfoRequestSchema.shape.lastName,
  phone: phoneSchema,
  billingAddress: personalInfoRequestSchema.shape.billingAddress,
  deliveryAddress: personalInfoRequestSchema.shape.deliveryAddress,
});
