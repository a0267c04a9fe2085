import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { env } from '#config/env.ts';
import { paths } from '#config/paths.ts';
import { addToQuoteColumns } from '#features/cart/components/add-to-quote-field.tsx';
import { DesktopMenu } from '#features/navigation/components/desktop-menu.tsx';
import { MobileMenu } from '#features/navigation/components/mobile-menu.tsx';
import { HeaderSearch } from '#features/search/components/header-search.tsx';
import {
  COMPACT_MENU_MEDIA,
  NARROW_SCREEN_MEDIA,
  WIDE_SCREEN_MEDIA,
} from '#shared/media-queries.ts';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import { appMessages } from '../app-messages';
import { CallUsPill } from './call-us-pill';
import { HeaderAccountLink, HeaderAdminLink } from './header-account-links';
import { HeaderActionLink } from './header-action-link';
import { HeaderCartButton } from './header-cart-button';

/**
 * The header (docs/product/catalogue.md#header): opening hours, call-us pill, contact,
 * account, quote cart, then the menu and the search bar.
 */
export function AppHeader() {
  return (
    <Box component="header">
      <HeaderStrip />
      <HydrateInTurn>
        <HeaderBar />
      </HydrateInTurn>
      {/* The menu bar holds one row of tabs only from 1100 px on
          (docs/product/look-and-feel.md#widths). */}
      <HydrateInTurn>
        <Box sx={{ [COMPACT_MENU_MEDIA]: { display: 'none' } }}>
          <DesktopMenu />
        </Box>
      </HydrateInTurn>
      <HydrateInTurn>
        <Box sx={{ display: 'none', [COMPACT_MENU_MEDIA]: { display: 'block' } }}>
          <MobileMenu end={<CallUsPill />} />
        </Box>
      </HydrateInTurn>
      {/* The header search (docs/product/search.md#header-search-bar), full width under the
          menu bar; fixed after 150 px of scroll. */}
      <HydrateInTurn>
        <HeaderSearch actionColumns={addToQuoteColumns} />
      </HydrateInTurn>
    </Box>
  );
}

/** The shop's name, the call-us pill and the contact, account and quote buttons. */
function HeaderBar() {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          columnGap: 2,
          py: 1.75,
          // Phones: one low row, so that the header stays short
          // (docs/product/look-and-feel.md#phone-header).
          [NARROW_SCREEN_MEDIA]: { columnGap: 1, py: 0 },
        }}
      >
        {/* The logo takes the free width, pushing the pill and buttons right; the name may
            wrap, its size set by this column's width (container queries). A flex box, so that
            no line box adds its strut below the link. The logo and the actions are each taken
            over in a turn of their own: the bar in one was one of the page's longest tasks
            (docs/decisions/027-server-rendering.md). */}
        <HydrateInTurn>
          <Box sx={{ flex: '1 1 0', minWidth: 0, containerType: 'inline-size', display: 'flex' }}>
            <ShopLogo />
          </Box>
        </HydrateInTurn>
        {/* Before the pill, so that its room, empty but for an administrator, reads as part
            of the free width. */}
        <HydrateInTurn>
          <HeaderAdminLink />
        </HydrateInTurn>
        {/* Where the menu is the CATÉGORIES button, the pill moves to its bar. */}
        <Box sx={{ [COMPACT_MENU_MEDIA]: { display: 'none' } }}>
          <CallUsPill />
        </Box>
        <HydrateInTurn>
          <Box
            component="nav"
            aria-label={appMessages.headerActions}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              [NARROW_SCREEN_MEDIA]: { gap: 0.25 },
            }}
          >
            <HeaderActionLink
              to={paths.contact.getHref()}
              icon={<MailOutlinedIcon aria-hidden />}
              label={appMessages.contact}
            />
            <HeaderAccountLink />
            <HeaderCartButton />
          </Box>
        </HydrateInTurn>
      </Container>
    </Box>
  );
}

/** The thin band above the header: opening hours (docs/product/catalogue.md#header). */
function HeaderStrip() {
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          py: 0.5,
          '& p': { fontSize: '0.875rem' },
          // Both texts on one line from 769 px on, where they wrapped in two lines each.
          '@media (max-width: 899.98px)': { '& p': { fontSize: '0.8125rem' } },
          // One line on a phone (docs/product/look-and-feel.md#phone-header).
          [NARROW_SCREEN_MEDIA]: { py: 0.25, '& p': { fontSize: '0.75rem', lineHeight: 1.4 } },
        }}
      >
        <Typography variant="body2" component="p">
          {`${env.shopHours} · ${appMessages.nonSurchargedCall}`}
        </Typography>
        <Typography
          variant="body2"
          component="p"
          sx={{ [NARROW_SCREEN_MEDIA]: { display: 'none' } }}
        >
          {appMessages.quoteStrip}
        </Typography>
      </Container>
    </Box>
  );
}

// Widths of the brand's column. MUI writes an `sx`'s media queries before its container
// queries, so a container rule meant for wider screens only sits inside WIDE_SCREEN_MEDIA.
//
// Narrower than the name and tagline side by side with the mark: the tagline goes, the name
// may take two lines.
const NARROW_BRAND_CONTAINER = '@container (max-width: 349.98px)';
// On a wider screen, too narrow for the mark beside the name's first two words: the mark goes.
const MARKLESS_BRAND_CONTAINER = '@container (max-width: 249.98px)';
// On a phone, too narrow for the name's first two words at the phone size.
const NARROWEST_BRAND_CONTAINER = '@container (max-width: 159.98px)';
// Too narrow for the name's longest word (an administrator's header at 320 px, the cart's count
// shown): the mark alone, the name left to screen readers.
const MARK_ONLY_BRAND_CONTAINER = '@container (max-width: 99.98px)';

/** The shop's mark and name, a link to the home page. */
function ShopLogo() {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        minWidth: 0,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: { xs: 36, md: 44 },
          height: { xs: 36, md: 44 },
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
          // Phones keep the width for the name (docs/product/look-and-feel.md#phone-header).
          [NARROW_SCREEN_MEDIA]: { display: 'none' },
          [WIDE_SCREEN_MEDIA]: { [MARKLESS_BRAND_CONTAINER]: { display: 'none' } },
          [MARK_ONLY_BRAND_CONTAINER]: { display: 'grid' },
        }}
      >
        <ScienceOutlinedIcon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 700,
            fontSize: '1.25rem',
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
            // Never taller than the logo or the buttons beside it, so that the header keeps
            // its height whatever its buttons (docs/product/look-and-feel.md#header-height).
            [WIDE_SCREEN_MEDIA]: { [NARROW_BRAND_CONTAINER]: { fontSize: '1.125rem' } },
            [NARROW_SCREEN_MEDIA]: { fontSize: '0.9375rem' },
            // Three lines of it fit in a phone's 40 px row.
            [NARROWEST_BRAND_CONTAINER]: { fontSize: '0.8125rem', lineHeight: 1 },
            [MARK_ONLY_BRAND_CONTAINER]: visuallyHidden,
          }}
        >
          {env.shopName}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{
            display: 'block',
            [NARROW_BRAND_CONTAINER]: { display: 'none' },
            [NARROW_SCREEN_MEDIA]: { display: 'none' },
          }}
        >
          {appMessages.tagline}
        </Typography>
        {/* The name is the words shown, then where the link goes
            (docs/product/look-and-feel.md#label-in-name). */}
        <Box component="span" sx={visuallyHidden}>
          {appMessages.homeLinkSuffix}
        </Box>
      </Box>
    </Link>
  );
}
