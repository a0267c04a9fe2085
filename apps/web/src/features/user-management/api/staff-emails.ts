import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '#shared/api-client.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { userManagementMessages as messages } from '../user-management-messages';
import { userKeys } from './user-keys';

// The staff list's calls (docs/product/admin.md#staff-e-mails): one path, read and replaced.

const staffEmailsAnswerSchema = z.array(z.string());

/** GET /api/protected/mailer/btx/staff */
function getStaffEmails(signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.staffEmails), {
    schema: staffEmailsAnswerSchema,
    signal,
  });
}

function getStaffEmailsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.staffEmails(),
    queryFn: ({ signal }) => getStaffEmails(signal),
    staleTime: 0,
  });
}

export function useStaffEmails() {
  return useQuery(getStaffEmailsQueryOptions());
}

/** PUT /api/protected/mailer/btx/staff: the list as stored (lower case, no duplicates). */
function putStaffEmails(emails: readonly string[]) {
  return protectedRequest(apiPath(apiRoutes.staffEmails), {
    method: 'PUT',
    body: { emails },
    schema: staffEmailsAnswerSchema,
  });
}

/**
 * The save: "Modifications effectuées", or "Une erreur est survenue" unless the server named
 * a line (a 400, shown under that line by the form).
 */
export function useSaveStaffEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putStaffEmails,
    onSuccess: (saved) => queryClient.setQueryData(userKeys.staffEmails(), saved),
    meta: {
      successNotice: messages.saved,
      errorNotice: (error) =>
        isApiError(error) && error.status === 400 ? undefined : messages.failed,
    },
  });
}
