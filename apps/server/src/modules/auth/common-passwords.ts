import { passwordSchema } from '@labo/domain/form-fields';
import { PASSWORD_TOO_COMMON } from '@labo/domain/messages';
import { dictionary } from '@zxcvbn-ts/language-common';

// docs/security.md#passwords: a new password is none of the most common ones. The list is
// zxcvbn-ts's, ranked by how often each password was found in leaks (decision 031); it is
// read on the server only, so the web app's bundle does not carry it.

/** How many of the list's most frequent passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: ReadonlySet<string> | undefined;

/** The list is decompressed on first use rather than when the server starts. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common;
}

/** The list is lower-case: "Password1" is as common as "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** The domain's password rule, plus the common list: for sign-up, reset and new accounts. */
export const newPasswordSchema = passwordSchema.refine(
  (password) => !isCommonPassword(password),
  PASSWORD_TOO_COMMON,
);
