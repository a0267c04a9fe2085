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
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';
import { appMessages } from '../app-messages';
import { CallUsPill } from './call-us-pill';
import { HeaderAccountLinks } from './header-account-links';
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
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            alignItems: 'center',
            columnGap: { xs: 1, md: 2 },
            py: { xs: 1, md: 1.75 },
          }}
        >
          {/* Takes the free width, pushing the pill and buttons right; the name may wrap. */}
          <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
            <ShopLogo />
          </Box>
          {/* Phones: the pill moves to the menu bar, beside the CATÉGORIES button. */}
          <Box sx={{ [NARROW_SCREEN_MEDIA]: { display: 'none' } }}>
            <CallUsPill />
          </Box>
          <Box
            component="nav"
            aria-label={appMessages.headerActions}
            sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.25, md: 0.5 } }}
          >
            <HeaderActionLink
              to={paths.contact.getHref()}
              icon={<MailOutlinedIcon aria-hidden />}
              label={appMessages.contact}
            />
            <HeaderAccountLinks />
            <HeaderCartButton />
          </Box>
        </Container>
      </Box>
      <Box sx={{ [NARROW_SCREEN_MEDIA]: { display: 'none' } }}>
        <DesktopMenu />
      </Box>
      <Box sx={{ display: 'none', [NARROW_SCREEN_MEDIA]: { display: 'block' } }}>
        <MobileMenu end={<CallUsPill />} />
      </Box>
      {/* The header search (docs/product/search.md#header-search-bar), full width under the
          menu bar; fixed after 150 px of scroll. */}
      <HeaderSearch actionColumns={addToQuoteColumns} />
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
          '& p': { fontSize: { xs: '0.8125rem', md: '0.875rem' } },
        }}
      >
        <Typography variant="body2" component="p">
          {env.shopHours} · {appMessages.nonSurchargedCall}
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

function ShopLogo() {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      aria-label={appMessages.homeLinkLabel(env.shopName)}
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
            fontSize: { xs: '1rem', md: '1.25rem' },
            lineHeight: 1.2,
          }}
        >
          {env.shopName}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', [NARROW_SCREEN_MEDIA]: { display: 'none' } }}
        >
          {appMessages.tagline}
        </Typography>
      </Box>
    </Link>
  );
}
