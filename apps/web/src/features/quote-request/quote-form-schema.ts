import { addressSchema } from '@labo/domain/auth-schemas';
import {
  COMPANY_MAX_CHARS,
  EMAIL_MAX_CHARS,
  emailSchema,
  NAME_MAX_CHARS,
  ORDER_REFERENCE_MAX_CHARS,
  PHONE_MAX_CHARS,
  phoneSchema,
  text,
} from '@labo/domain/form-fields';
import type { QuoteForm } from '@labo/domain/quote-form-rules';
import { COMMENT_MAX_CHARS } from '@labo/domain/quote-schemas';
import { z } from 'zod';

/**
 * The /cart/validate form as it holds the data (docs/product/quote-request.md#validation-page):
 * the domain's QuoteForm, checked with the parts the server checks the request with
 * (quoteRequestSchema): only the e-mail is required
 * (docs/product/quote-request.md#e-mail-field-rule), every other text is free within its
 * length. The payload is built from it by quoteRequestFromForm.
 */
export const quoteFormSchema = z.object({
  firstName: text(NAME_MAX_CHARS),
  lastName: text(NAME_MAX_CHARS),
  email: emailSchema,
  phone: phoneSchema,
  company: text(COMPANY_MAX_CHARS),
  orderReference: text(ORDER_REFERENCE_MAX_CHARS),
  comment: text(COMMENT_MAX_CHARS),
  delivery: addressSchema,
  billing: addressSchema,
  billingSameAsDelivery: z.boolean(),
}) satisfies z.ZodType<QuoteForm, QuoteForm>;

/** The maximum lengths of the identity fields, kept by the inputs themselves. */
export const identityMaxChars = {
  firstName: NAME_MAX_CHARS,
  lastName: NAME_MAX_CHARS,
  email: EMAIL_MAX_CHARS,
  phone: PHONE_MAX_CHARS,
  company: COMPANY_MAX_CHARS,
  orderReference: ORDER_REFERENCE_MAX_CHARS,
} as const;

/** The request's fields the form shows under their own name (identity and comment). */
const SHOWN_FIELDS = new Set([
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'orderReference',
  'comment',
]);

/**
 * The form's name of a field the server named in a 400 (docs/product/api-conventions.md#form-errors);
 * the address fields have no error line of their own (the inputs keep their lengths), so
 * they map to no field and the page says the server's text instead.
 */
export function quoteFormFieldName(wireName: string): string {
  return SHOWN_FIELDS.has(wireName) ? wireName : `unshown.${wireName}`;
}

/** True when a 400's `fields` name one of the fields the form shows. */
export function namesShownField(fields: Record<string, string> | undefined): boolean {
  return Object.keys(fields ?? {}).some((name) => SHOWN_FIELDS.has(name));
}
