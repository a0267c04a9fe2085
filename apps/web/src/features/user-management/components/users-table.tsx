import { isAdmin } from '@labo/domain/session-rules';
import type { AdminUser } from '@labo/domain/user-admin';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Chip, IconButton, TableCell, TableRow } from '@mui/material';
import { DataTable } from '#shared/data-table.tsx';
import { WrappableText } from '#shared/wrappable-text.tsx';
import { userManagementMessages as messages } from '../user-management-messages';

export type UsersViewProps = {
  users: readonly AdminUser[];
  /** The administrator looking at the list: their own account has no delete button. */
  selfId: number | undefined;
  onDelete: (user: AdminUser) => void;
};

/** Id, first name, last name, e-mail, phone, verified state, and the delete button. */
export function UsersTable({ users, selfId, onDelete }: UsersViewProps) {
  const { columns } = messages;
  return (
    <DataTable
      label={messages.usersTitle}
      columns={[
        { label: columns.id, align: 'right' },
        { label: columns.firstName },
        { label: columns.lastName },
        { label: columns.email },
        { label: columns.phone },
        { label: columns.verified },
        { label: columns.actions },
      ]}
    >
      {users.map((user) => (
        <TableRow key={user.id}>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {user.id}
          </TableCell>
          <TableCell>{user.firstName}</TableCell>
          <TableCell>{user.lastName}</TableCell>
          <TableCell>
            <WrappableText text={user.email} />
            {isAdmin(user) ? (
              <Chip label={messages.admin} size="small" sx={{ ml: 1 }} />
            ) : undefined}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phone}</TableCell>
          <TableCell>{user.verified ? messages.verified : messages.notVerified}</TableCell>
          <TableCell>
            <DeleteUserButton user={user} selfId={selfId} onDelete={onDelete} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

/**
 * The delete button, on every account but one's own: the server refuses that deletion
 * (docs/product/admin.md#user-deletion), so the button would only lead to a refusal.
 */
export function DeleteUserButton({
  user,
  selfId,
  onDelete,
}: Omit<UsersViewProps, 'users'> & { user: AdminUser }) {
  if (user.id === selfId) return null;
  return (
    <IconButton
      aria-label={messages.delete(user.email)}
      onClick={() => onDelete(user)}
      color="error"
    >
      <DeleteOutlinedIcon aria-hidden />
    </IconButton>
  );
}
