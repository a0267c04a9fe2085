import { Box, Button, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { panelSx } from '#shared/panel-styles.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { logOut } from '#shared/session/session-store.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { customerAreaMessages as messages } from '../customer-area-messages';

/**
 * /my/account (docs/product/accounts.md#customer-area): for a logged-in customer only,
 * anyone else goes to /login (with the state they came with: the invitation after a quote
 * rides on it). The side menu beside the page.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  const location = useLocation();
  if (session.isPending) return <DelayedLoader />;
  if (!session.data) {
    return <Navigate to={paths.login.getHref()} state={location.state} replace />;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <AccountMenu />
      <Box>{children}</Box>
    </Box>
  );
}

const linkSx = {
  display: 'block',
  px: 2,
  py: 1.25,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  borderLeft: 3,
  borderColor: 'transparent',
  '&.active': { color: 'primary.dark', borderColor: 'primary.main', bgcolor: '#EEF3F8' },
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/** "Mes informations personnelles", "Déconnexion" (asks first), "Historique de mes devis". */
function AccountMenu() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const confirmLogout = async () => {
    setBusy(true);
    await logOut();
    showSnackbar(messages.loggedOut);
    navigate(paths.root.getHref());
  };
  return (
    <Box component="nav" aria-label={messages.menuLabel} sx={{ ...panelSx, py: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1rem', px: 2, py: 1, color: 'text.secondary' }}>
        {messages.areaTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <li>
          <Box component={NavLink} to={paths.myInfos.getHref()} sx={linkSx}>
            {messages.infos}
          </Box>
        </li>
        <li>
          <Button
            onClick={() => setAsking(true)}
            sx={{
              ...linkSx,
              width: '100%',
              justifyContent: 'flex-start',
              borderRadius: 0,
              textTransform: 'none',
              fontSize: '1rem',
            }}
          >
            {messages.logout}
          </Button>
        </li>
        <li>
          <Box component={NavLink} to={paths.myQuotes.getHref()} sx={linkSx}>
            {messages.quotes}
          </Box>
        </li>
      </Box>
      <ConfirmDialog
        open={asking}
        title={messages.logout}
        text={messages.logoutQuestion}
        confirmLabel={messages.logoutConfirm}
        cancelLabel={messages.cancel}
        busy={busy}
        onConfirm={() => void confirmLogout()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
