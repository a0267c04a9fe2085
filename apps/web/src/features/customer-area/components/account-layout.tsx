import { Box, Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { logOut } from '#shared/session/session-store.ts';
import { sideMenuLinkSx as linkSx, SideMenu, SideMenuLayout } from '#shared/side-menu.tsx';
import { useSnackbar } from '#shared/snackbar.tsx';
import { useEndSessions } from '../api/log-out';
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
  return <SideMenuLayout menu={<AccountMenu />}>{children}</SideMenuLayout>;
}

/** "Mes informations personnelles", "Déconnexion" (asks first), "Historique de mes devis". */
function AccountMenu() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const endSessions = useEndSessions();
  const confirmLogout = async () => {
    // The device forgets the session whatever the server answered (a failed call is logged
    // by the query client), once the area is left: forgotten earlier, the area would send
    // the person to /login while the home page loads.
    await endSessions.mutateAsync().catch(() => undefined);
    await navigate(paths.root.getHref());
    await logOut();
    showSnackbar(messages.loggedOut);
  };
  return (
    <>
      <SideMenu label={messages.menuLabel} title={messages.areaTitle}>
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
              display: { xs: 'block', md: 'flex' },
              width: { md: '100%' },
              justifyContent: 'flex-start',
              textTransform: 'none',
              lineHeight: 'inherit',
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
      </SideMenu>
      {/* Not destructive: the logout ends the session but deletes nothing
          (docs/product/look-and-feel.md#confirmations). */}
      <ConfirmDialog
        open={asking}
        title={messages.logout}
        text={messages.logoutQuestion}
        confirmLabel={messages.logoutConfirm}
        cancelLabel={messages.cancel}
        busy={!endSessions.isIdle}
        onConfirm={() => void confirmLogout()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
