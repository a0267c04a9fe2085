import { adminUsersSchema } from '@labo/domain/user-admin';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';

// The user-management calls (docs/product/admin.md#admin-calls); a 401 logs out.

/** GET /api/protected/all/users/list */
export function adminUsersQueryOptions(jwt: string) {
  return queryOptions({
    queryKey: ['admin-users'],
    queryFn: ({ signal }) =>
      protectedRequest('/api/protected/all/users/list', {
        schema: adminUsersSchema,
        token: jwt,
        signal,
      }),
    staleTime: 0,
  });
}

/** DELETE /api/protected/{id}/user/delete: 204; 409 for one's own account. */
export function deleteUser(jwt: string, userId: number) {
  return protectedRequest(`/api/protected/${userId}/user/delete`, {
    method: 'DELETE',
    schema: z.unknown(),
    token: jwt,
  });
}

const staffEmailsAnswerSchema = z.array(z.string());

/** GET /api/protected/mailer/btx/staff */
export function staffEmailsQueryOptions(jwt: string) {
  return queryOptions({
    queryKey: ['staff-emails'],
    queryFn: ({ signal }) =>
      protectedRequest('/api/protected/mailer/btx/staff', {
        schema: staffEmailsAnswerSchema,
        token: jwt,
        signal,
      }),
    staleTime: 0,
  });
}

/** PUT /api/protected/mailer/btx/staff: the list as stored (lower case, no duplicates). */
export function putStaffEmails(jwt: string, emails: readonly string[]) {
  return protectedRequest('/api/protected/mailer/btx/staff', {
    method: 'PUT',
    body: { emails },
    schema: staffEmailsAnswerSchema,
    token: jwt,
  });
}
