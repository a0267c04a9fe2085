import { CONTACT_MESSAGE_MIN_CHARS, ROBOT_NUMBER_MAX, ROBOT_NUMBER_MIN } from './limits';
import { CONTACT_MEANS_MISSING, CONTACT_MESSAGE_TOO_SHORT } from './messages';

// docs/product/contact.md#e-mail-rule: a dot-atom local part, an @, and a domain of at
// least two labels. Validators are strict (no trimming); the schemas trim the field
// before they call them, so what is stored is what was checked.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL_MAX_CHARS = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_CHARS && EMAIL.test(email);
}

// docs/product/contact.md#phone-rule: a French number of 10 digits starting with 0, or "+"
// followed by 10 or 11 digits (international form, e.g. +33 6 12 34 56 78). One space,
// dot or dash may sit between two digits, as people write them.
const FRENCH_PHONE = /^(?:0(?:[ .-]?\d){9}|\+\d(?:[ .-]?\d){9,10})$/;

export function isValidFrenchPhone(phone: string): boolean {
  return FRENCH_PHONE.test(phone);
}

/** docs/product/contact.md#message-rule: blanks at the ends are not counted. */
export function isContactMessageLongEnough(content: string): boolean {
  return content.trim().length >= CONTACT_MESSAGE_MIN_CHARS;
}

/**
 * We must be able to answer, by a valid phone number or a valid e-mail
 * (docs/product/contact.md#contact-means-rule).
 */
export function hasContactMeans(contact: { phone_number?: string; email?: string }): boolean {
  return (
    isValidFrenchPhone((contact.phone_number ?? '').trim()) ||
    isValidEmail((contact.email ?? '').trim())
  );
}

export type ContactFormErrors = { content?: string; contactMeans?: string };

/** The contact checks with their texts; an empty object when the form may be sent. */
export function contactFormErrors(form: {
  content: string;
  phone_number?: string;
  email?: string;
}): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!isContactMessageLongEnough(form.content)) errors.content = CONTACT_MESSAGE_TOO_SHORT;
  if (!hasContactMeans(form)) errors.contactMeans = CONTACT_MEANS_MISSING;
  return errors;
}

/**
 * One number of the anti-robot addition, a whole number from 0 to 5
 * (docs/product/contact.md#robot-check). The random source is a parameter so that the
 * rule stays pure and testable.
 */
export function robotNumber(random: () => number = Math.random): number {
  const span = ROBOT_NUMBER_MAX - ROBOT_NUMBER_MIN + 1;
  return ROBOT_NUMBER_MIN + Math.min(span - 1, Math.floor(random() * span));
}

/** docs/product/contact.md#robot-check: the addition must be answered correctly. */
export function isRobotAnswerCorrect(a: number, b: number, answer: string): boolean {
  const trimmed = answer.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) === a + b;
}
