import { hasContactMeans } from '@labo/domain/contact-rules';
import { contactFormSchema } from '@labo/domain/contact-schemas';
import { CONTACT_MEANS_MISSING } from '@labo/domain/messages';
import { z } from 'zod';

const { environment: _environment, ...messageFields } = contactFormSchema.shape;

/**
 * The contact form (docs/product/contact.md): the call's fields and rules, the environment
 * apart (the app adds it). The missing means of contact concerns no field alone: it is
 * named `contactMeans`, a name no field has, so that a send is refused without an error
 * under a field.
 */
export const contactMessageFormSchema = z
  .object(messageFields)
  .refine(hasContactMeans, { path: ['contactMeans'], message: CONTACT_MEANS_MISSING });

export type ContactMessageFormValues = z.input<typeof contactMessageFormSchema>;
export type ContactFieldName = keyof ContactMessageFormValues;

/** The fields in the order of the form: a refused send focuses the first in error. */
export const CONTACT_FIELD_ORDER: readonly ContactFieldName[] = [
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'company',
  'content',
];
