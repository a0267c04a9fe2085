import { isAdmin } from '@labo/domain/session-rules';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { paths } from '#config/paths.ts';
import { useDeviceData } from '#shared/server-render/use-device-data.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { appMessages } from '../app-messages';
import { HeaderActionLink } from './header-action-link';

/**
 * The account button, to /login or to the customer area
 * (docs/product/accounts.md#customer-area), and the admin-menu button, shown only to a
 * logged-in administrator (docs/product/admin.md#roles-and-permissions).
 */
export function HeaderAccountLinks() {
  const user = useDeviceData(useCurrentUser().data)?.user ?? null;
  return (
    <>
      <HeaderActionLink
        to={user ? paths.myAccount.getHref() : paths.login.getHref()}
        icon={<PersonOutlinedIcon aria-hidden />}
        label={appMessages.account}
      />
      {isAdmin(user) ? (
        <HeaderActionLink
          to={paths.admin.getHref()}
          icon={<AdminPanelSettingsOutlinedIcon aria-hidden />}
          label={appMessages.admin}
        />
      ) : undefined}
    </>
  );
}
