import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { type CreateAccountRequest, createdAccountAnswerSchema } from '@labo/domain/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { authMessages as messages } from '../auth-messages';

/** POST /exposed/create/account: 201 `{ id, email }`, 409 when the address has an account. */
function postCreateAccount(request: CreateAccountRequest) {
  return apiClient.post(apiPath(apiRoutes.createAccount), request, {
    schema: createdAccountAnswerSchema,
  });
}

/**
 * The account creation call (docs/product/accounts.md#account-creation): "Votre compte
 * client a été créé avec succès !", or whatever failed "Une erreur est survenue lors de la
 * création du compte" (the form says under its fields what the server objected to).
 */
export function useCreateAccountCall() {
  return useMutation({
    mutationFn: postCreateAccount,
    meta: { successNotice: messages.accountCreated, errorNotice: messages.accountCreationFailed },
  });
}
