import { isValidEmail } from './contact-rules';
import { LOGIN_PASSWORD_MIN_CHARS, PASSWORD_MIN_CHARS, TOKEN_RENEWAL_THRESHOLD_MS } from './limits';
import { PASSWORD_ONLY_SPACES, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from './messages';

// The rules of the account forms and of the session (docs/product/accounts.md). Lengths
// count characters as a person does (code points).

const length = (text: string) => Array.from(text).length;

/** docs/product/accounts.md#login-button-rule */
export function canLogin(email: string, password: string): boolean {
  return isValidEmail(email.trim()) && length(password) >= LOGIN_PASSWORD_MIN_CHARS;
}

export type NewPasswordErrors = { password?: string; confirmation?: string };

/**
 * docs/product/accounts.md#password-rule: the fault of a new password's shape, if any; the
 * server alone also refuses the most common passwords (docs/security.md#passwords).
 */
export function passwordShapeError(password: string): string | undefined {
  if (length(password) < PASSWORD_MIN_CHARS) return PASSWORD_TOO_SHORT;
  if (password.trim() === '') return PASSWORD_ONLY_SPACES;
  return undefined;
}

/**
 * docs/product/accounts.md#password-rule: what to say under each field. A field left
 * empty says nothing yet; the confirmation is only compared once typed.
 */
export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const shape = password === '' ? undefined : passwordShapeError(password);
  if (shape) errors.password = shape;
  if (confirmation !== '' && confirmation !== password) errors.confirmation = PASSWORDS_DIFFER;
  return errors;
}

/** docs/product/accounts.md#password-rule: both filled, equal and long enough. */
export function isNewPasswordAccepted(password: string, confirmation: string): boolean {
  return passwordShapeError(password) === undefined && confirmation === password;
}

/** docs/product/accounts.md#account-creation: a valid e-mail and an accepted password. */
export function canCreateAccount(form: {
  email: string;
  password: string;
  confirmation: string;
}): boolean {
  return isValidEmail(form.email.trim()) && isNewPasswordAccepted(form.password, form.confirmation);
}

/**
 * docs/product/accounts.md#token-renewal: a token whose expiry (`exp`, seconds since the
 * epoch) is less than 120 minutes away, or already past, is renewed.
 */
export function tokenNeedsRenewal(expSeconds: number, nowMs: number): boolean {
  return expSeconds * 1000 - nowMs < TOKEN_RENEWAL_THRESHOLD_MS;
}
