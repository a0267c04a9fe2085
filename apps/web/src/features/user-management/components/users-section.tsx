import { type AdminUser, searchUsers } from '@labo/domain/user-admin';
import { Alert, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { adminUsersQueryOptions, deleteUser } from '../api/user-calls';
import { userManagementMessages as messages } from '../user-management-messages';
import { UsersTable } from './users-table';

/**
 * The users (docs/product/admin.md#user-search, docs/product/admin.md#user-deletion): the
 * search filters the loaded list as the administrator types; a deletion asks first.
 */
export function UsersSection() {
  const jwt = useCurrentUser().data?.jwt ?? '';
  const users = useQuery({ ...adminUsersQueryOptions(jwt), enabled: jwt !== '' });
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => searchUsers(users.data ?? [], search), [users.data, search]);
  const removal = useUserRemoval(jwt, () => {
    setToDelete(null);
    // The deleted row, and its button that opened the dialog, are gone.
    setTimeout(() => searchField.current?.focus(), 0);
  });
  return (
    <TitledPanel title={messages.usersTitle}>
      <TextField
        label={messages.search}
        helperText={messages.searchHelp}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        inputRef={searchField}
        type="search"
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
      />
      {users.isPending ? (
        <DelayedLoader />
      ) : users.isError ? (
        <Alert severity="error">{messages.loadFailed}</Alert>
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {messages.userCount(shown.length, users.data.length)}
          </Typography>
          {shown.length === 0 ? (
            <Typography sx={{ py: 2 }}>{messages.noUsers}</Typography>
          ) : (
            <UsersTable users={shown} onDelete={setToDelete} />
          )}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteTitle}
        text={toDelete ? messages.deleteText(toDelete.email) : ''}
        confirmLabel={messages.deleteConfirm}
        cancelLabel={messages.cancel}
        busy={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </TitledPanel>
  );
}

/** The deletion, its snackbars ("Suppression effectuée", or the server's reason: one's own account). */
function useUserRemoval(jwt: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  return useMutation({
    mutationFn: (userId: number) => deleteUser(jwt, userId),
    onSuccess: async () => {
      showSnackbar(messages.deleted);
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions(jwt).queryKey });
      onDone();
    },
    onError: (error) => {
      const reason = isApiError(error) && error.status === 409 ? error.body?.message : undefined;
      showSnackbar(reason ?? messages.failed, 'error');
    },
  });
}
