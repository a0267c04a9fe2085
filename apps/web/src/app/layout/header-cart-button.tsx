import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { lazy, Suspense } from 'react';
import { paths } from '../../config/paths';
import { appMessages } from '../app-messages';
import { HeaderActionLink } from './header-action-link';

// The badge reads the device database (Dexie): it loads beside the first page instead of
// inside its chunk, and the button shows without a count until then.
const HeaderCartBadgeLink = lazy(async () => ({
  default: (await import('./header-cart-badge-link')).HeaderCartBadgeLink,
}));

/** SPEC §1/§2: the quote-cart button of the header, with its count badge, to /cart. */
export function HeaderCartButton() {
  return (
    <Suspense
      fallback={
        <HeaderActionLink
          to={paths.cart.getHref()}
          icon={<RequestQuoteOutlinedIcon aria-hidden />}
          label={appMessages.cart}
          emphasis
        />
      }
    >
      <HeaderCartBadgeLink />
    </Suspense>
  );
}
