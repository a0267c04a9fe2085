import { type AdminUser, searchUsers } from '@labo/domain/user-admin';
import { Alert, Box, TextField, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { useElementWidth } from '#shared/use-element-width.ts';
import { WrappableText } from '#shared/wrappable-text.tsx';
import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-admin-users';
import { userManagementMessages as messages } from '../user-management-messages';
import { UsersCards } from './users-cards';
import { UsersTable } from './users-table';

/** Below this width the table's seven columns no longer fit: the users show as cards. */
const TABLE_MIN_WIDTH = 720;

/**
 * The users (docs/product/admin.md#user-search, docs/product/admin.md#user-deletion): the
 * search filters the loaded list as the administrator types; a deletion asks first.
 */
export function UsersSection() {
  const users = useAdminUsers();
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => searchUsers(users.data ?? [], search), [users.data, search]);
  const removal = useDeleteUser();
  const selfId = useCurrentUser().data?.user.id;
  const { ref: listBox, width } = useElementWidth<HTMLDivElement>();
  // Not measured yet (or no layout, in a test DOM): the table, as on a wide screen.
  const Users = width > 0 && width < TABLE_MIN_WIDTH ? UsersCards : UsersTable;
  const remove = (userId: number) =>
    removal.mutate(userId, {
      onSuccess: () => setToDelete(null),
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
      <Box ref={listBox}>
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
              <Users users={shown} selfId={selfId} onDelete={setToDelete} />
            )}
          </>
        )}
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteTitle}
        text={toDelete ? <WrappableText text={messages.deleteText(toDelete.email)} /> : ''}
        confirmLabel={messages.deleteConfirm}
        cancelLabel={messages.cancel}
        destructive
        busy={removal.isPending}
        onConfirm={() => toDelete && remove(toDelete.id)}
        onCancel={() => setToDelete(null)}
        // The deleted row, and its button that opened the dialog, are gone.
        focusAfterClose={() => searchField.current}
      />
    </TitledPanel>
  );
}
