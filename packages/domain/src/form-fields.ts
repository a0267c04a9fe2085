import { passwordShapeError } from './account-rules';
import { isValidEmail } from './contact-rules';
import { EMAIL_INVALID, FIELD_REQUIRED, PHONE_INVALID, TEXT_TOO_LONG } from './messages';
import { wireText } from './wire-primitives';

// Field schemas shared by the request schemas, with the French texts a person reads
// under a form field (docs/product/api-conventions.md#form-errors). Text is trimmed
// before it is checked and stored.

/** Longest e-mail address SMTP carries (RFC 5321). */
export const EMAIL_MAX_CHARS = 254;
// Field length bounds: generous for people, tight enough to keep rows and e-mails sane.
export const NAME_MAX_CHARS = 100;
export const PHONE_MAX_CHARS = 40;
export const COMPANY_MAX_CHARS = 200;
/** A buyer's purchase-order number: procurement systems make them short. */
export const ORDER_REFERENCE_MAX_CHARS = 100;
export const STREET_MAX_CHARS = 255;
export const ZIP_CODE_MAX_CHARS = 20;
export const CITY_MAX_CHARS = 100;
export const COUNTRY_MAX_CHARS = 100;
/** Upper bound on passwords: long passphrases pass, megabyte bodies do not reach the hash. */
export const PASSWORD_MAX_CHARS = 200;

/**
 * A required, valid e-mail address; empty reads "Ce champ est obligatoire" and nothing
 * else, hence the abort (docs/product/quote-request.md#e-mail-field-rule).
 */
export const emailSchema = wireText({ error: FIELD_REQUIRED })
  .trim()
  .min(1, { error: FIELD_REQUIRED, abort: true })
  .max(EMAIL_MAX_CHARS, EMAIL_INVALID)
  .refine(isValidEmail, EMAIL_INVALID);

/**
 * The form an address is kept and compared in: one account per address whatever its case
 * (docs/product/accounts.md#e-mail-addresses). Valid addresses are ASCII (the e-mail rule),
 * so JavaScript and PostgreSQL lower-case them alike.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * docs/product/accounts.md#password-rule: a new password has at least 8 characters, not all
 * spaces. Not trimmed: spaces are part of a password.
 */
export const passwordSchema = wireText({ error: FIELD_REQUIRED })
  .max(PASSWORD_MAX_CHARS, TEXT_TOO_LONG)
  .superRefine((value, ctx) => {
    const fault = passwordShapeError(value);
    if (fault) ctx.addIssue({ code: 'custom', message: fault });
  });

/** An optional free text (may be empty or absent), trimmed, at most `max` characters. */
export function optionalText(max: number) {
  return wireText().trim().max(max, TEXT_TOO_LONG).optional();
}

/** A free text the wire always carries (may be empty), trimmed, at most `max` characters. */
export function text(max: number) {
  return wireText().trim().max(max, TEXT_TOO_LONG);
}

/** Digits and what people write between them; a "+" only in front. */
const PHONE_CHARACTERS = /^\+?[\d .()/-]*$/;
const PHONE_MIN_DIGITS = 6;

/**
 * docs/product/accounts.md#phone-rule: the one phone rule of the quote form, the personal
 * information and the account creation. Empty, or a number: digits with spaces, dots,
 * hyphens, slashes or parentheses between them, a "+" in front, at least 6 digits; at most
 * 40 characters.
 */
export const phoneSchema = text(PHONE_MAX_CHARS).refine(
  (phone) =>
    phone === '' ||
    (PHONE_CHARACTERS.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS),
  PHONE_INVALID,
);
