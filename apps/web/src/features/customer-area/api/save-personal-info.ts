import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { type PersonalInfoRequest, selfUserSchema } from '@labo/domain/auth-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_SAVE_DELAY_MS } from '#config/ui.ts';
import { isApiError } from '#shared/api-client.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { storeUser } from '#shared/session/session-store.ts';
import { wait } from '#shared/wait.ts';
import { customerAreaMessages as messages } from '../customer-area-messages';
import { accountKeys } from './account-keys';

/** PUT /api/protected/put/self/personal/info: the stored user as the server now has it. */
function putPersonalInfo(request: PersonalInfoRequest) {
  return protectedRequest(apiPath(apiRoutes.selfPersonalInfo), {
    method: 'PUT',
    body: request,
    schema: selfUserSchema,
  });
}

/** The personal information as the form holds it: everything the call takes but the IBAN. */
export type PersonalInfo = Omit<PersonalInfoRequest, 'IBAN'>;

/**
 * The save (docs/product/accounts.md#personal-information): after 0.5 s, the form with
 * the IBAN empty; the answer is stored on the device. "Modifications effectuées", or the
 * server's refusal unless it named fields (shown under them by the form), else "Une erreur
 * est survenue".
 */
export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (info: PersonalInfo) => {
      await wait(PROFILE_SAVE_DELAY_MS);
      return putPersonalInfo({ ...info, IBAN: '' });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountKeys.selfInfo(), saved);
      await storeUser(saved);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    meta: {
      successNotice: messages.saved,
      errorNotice: (error) => {
        if (!(isApiError(error) && error.status === 400)) return messages.genericError;
        const namedFields = Object.keys(error.body?.fields ?? {}).length > 0;
        return namedFields ? undefined : (error.body?.message ?? messages.genericError);
      },
    },
  });
}
