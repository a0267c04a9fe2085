import {
  type CreateAccountRequest,
  createdAccountAnswerSchema,
  emptyAnswerSchema,
  passwordResetAnswerSchema,
  verifiedAccountAnswerSchema,
} from '@labo/domain/auth-schemas';
import { CLIENT_ENV } from '@labo/domain/wire-primitives';
import { apiClient } from '#shared/api-client.ts';

// The public account calls of the login, reset and verification pages
// (docs/product/accounts.md#account-calls).

/** POST /exposed/create/account: 201 `{ id, email }`, 409 when the address has an account. */
export function postCreateAccount(request: CreateAccountRequest) {
  return apiClient.post('/exposed/create/account', request, { schema: createdAccountAnswerSchema });
}

/** POST /exposed/password/reset/request: the same answer whether or not the address exists. */
export function postResetLinkRequest(email: string) {
  return apiClient.post(
    '/exposed/password/reset/request',
    { userEmail: email.trim(), env: CLIENT_ENV },
    { schema: emptyAnswerSchema },
  );
}

/** POST /exposed/password/{token}/user/reset */
export function postPasswordReset(token: string, password: string) {
  return apiClient.post(
    `/exposed/password/${encodeURIComponent(token)}/user/reset`,
    { resetToken: token, password },
    { schema: passwordResetAnswerSchema },
  );
}

/** POST /exposed/account/verify: the verification link's token. */
export function postAccountVerify(token: string) {
  return apiClient.post(
    '/exposed/account/verify',
    { token },
    { schema: verifiedAccountAnswerSchema },
  );
}
