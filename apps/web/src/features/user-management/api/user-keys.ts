/** The query keys of user management (docs/product/admin.md#user-management), under one root. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  staffEmails: () => [...userKeys.all, 'staff-emails'] as const,
};
