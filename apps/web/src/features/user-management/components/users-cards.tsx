import { isAdmin } from '@labo/domain/session-rules';
import { Box, Chip, Typography } from '@mui/material';
import { panelSx } from '#shared/panel-styles.ts';
import { WrappableText } from '#shared/wrappable-text.tsx';
import { userManagementMessages as messages } from '../user-management-messages';
import { DeleteUserButton, type UsersViewProps } from './users-table';

/**
 * The users as stacked cards, where the table's seven columns do not fit
 * (docs/product/admin.md#user-management): name, e-mail, then id, phone and verified state,
 * each under its label, and the delete button.
 */
export function UsersCards({ users, selfId, onDelete }: UsersViewProps) {
  const { columns } = messages;
  return (
    <Box
      component="ul"
      aria-label={messages.usersTitle}
      sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {users.map((user) => (
        <Box
          component="li"
          key={user.id}
          sx={{
            ...panelSx,
            listStyle: 'none',
            p: 1.5,
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}
              {isAdmin(user) ? <Chip label={messages.admin} size="small" sx={{ ml: 1 }} /> : null}
            </Typography>
            <Typography component="p" sx={{ overflowWrap: 'break-word' }}>
              <WrappableText text={user.email} />
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 0.5,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 1,
                color: 'text.secondary',
                '& dd': { m: 0 },
              }}
            >
              <dt>{columns.id}</dt>
              <dd>{user.id}</dd>
              <dt>{columns.phone}</dt>
              <dd>{user.phone || '—'}</dd>
              <dt>{columns.verified}</dt>
              <dd>{user.verified ? messages.verified : messages.notVerified}</dd>
            </Box>
          </Box>
          <DeleteUserButton user={user} selfId={selfId} onDelete={onDelete} />
        </Box>
      ))}
    </Box>
  );
}
