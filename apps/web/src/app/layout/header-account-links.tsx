import { isAdmin } from '@labo/domain/session-rules';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Box } from '@mui/material';
import { paths } from '#config/paths.ts';
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';
import { useDeviceData } from '#shared/server-render/use-device-data.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { appMessages } from '../app-messages';
import { HEADER_ICON_BUTTON_WIDTH, HeaderActionLink } from './header-action-link';

function useSessionUser() {
  return useDeviceData(useCurrentUser().data)?.user ?? null;
}

/** The account button, to /login or to the customer area (docs/product/accounts.md#customer-area). */
export function HeaderAccountLink() {
  const user = useSessionUser();
  return (
    <HeaderActionLink
      to={user ? paths.myAccount.getHref() : paths.login.getHref()}
      icon={<PersonOutlinedIcon aria-hidden />}
      label={appMessages.account}
    />
  );
}

/**
 * The admin-menu button, shown only to a logged-in administrator
 * (docs/product/admin.md#roles-and-permissions). The server renders every page as a
 * visitor's, so on wide screens its room is kept empty for everyone else: the header is laid
 * out alike before and after the page learns who is logged in. A phone's header has no room
 * to spare; there the shop's name makes room instead
 * (docs/product/look-and-feel.md#header-height).
 */
export function HeaderAdminLink() {
  return isAdmin(useSessionUser()) ? (
    <HeaderActionLink
      to={paths.admin.getHref()}
      icon={<AdminPanelSettingsOutlinedIcon aria-hidden />}
      label={appMessages.admin}
      iconOnly
    />
  ) : (
    <Box
      aria-hidden
      sx={{
        width: HEADER_ICON_BUTTON_WIDTH,
        flexShrink: 0,
        [NARROW_SCREEN_MEDIA]: { display: 'none' },
      }}
    />
  );
}
