import { z } from 'zod';
import { hasContactMeans, isContactMessageLongEnough } from './contact-rules';
import {
  COMPANY_MAX_CHARS,
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  optionalText,
  PHONE_MAX_CHARS,
} from './form-fields';
import { CONTACT_MEANS_MISSING, CONTACT_MESSAGE_TOO_SHORT, TEXT_TOO_LONG } from './messages';
import { envSchema, idSchema, wireText } from './wire-primitives';

export const CONTACT_CONTENT_MAX_CHARS = 5000;

/**
 * POST /post/contact/form (docs/product/contact.md#contact-call) with the contact rules: a
 * message of 3 characters or more, and at least one valid phone number or e-mail. Only
 * one of the two has to be valid; the other is kept as typed. The missing-means warning
 * concerns the whole form, so it sits at the root (key "" in an answer's `fields`).
 */
export const contactFormSchema = z
  .object({
    first_name: optionalText(NAME_MAX_CHARS),
    last_name: optionalText(NAME_MAX_CHARS),
    phone_number: optionalText(PHONE_MAX_CHARS),
    email: optionalText(EMAIL_MAX_CHARS),
    company: optionalText(COMPANY_MAX_CHARS),
    content: wireText({ error: CONTACT_MESSAGE_TOO_SHORT })
      .trim()
      .max(CONTACT_CONTENT_MAX_CHARS, TEXT_TOO_LONG)
      .refine(isContactMessageLongEnough, CONTACT_MESSAGE_TOO_SHORT),
    environment: envSchema,
  })
  .refine(hasContactMeans, { message: CONTACT_MEANS_MISSING });
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactAnswerSchema = z.object({ id: idSchema });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
