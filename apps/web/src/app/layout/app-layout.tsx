import { Box, Container } from '@mui/material';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { usePageViewTracking } from '#features/analytics/use-page-view-tracking.ts';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { MAIN_CONTENT_ID } from '#shared/server-render/hydration-keys.ts';
import { appMessages } from '../app-messages';
import { AdminArticlePopup } from './admin-article-popup';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useRouteFocus } from './use-route-focus';
import { useSessionSignals } from './use-session-signals';

/** Header, page and footer, always shown (docs/product/catalogue.md#page-shell). */
export function AppLayout() {
  usePageViewTracking();
  useRouteFocus(MAIN_CONTENT_ID);
  useSessionSignals();
  return (
    <>
      {/*
        Header and page fill at least the first screen, so the footer starts below the fold:
        a page whose data arrives late (article lists, cart, category) then grows without
        moving anything the visitor sees. With the footer at the bottom of the window, each
        of those arrivals pushed it down, a layout shift of 0.08 to 0.28
        (docs/performance.md#what-was-fixed-and-what-remains).
      */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <AppHeader />
        <HydrateInTurn>
          <Container
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            maxWidth="lg"
            sx={{ py: { xs: 3, md: 4 }, flexGrow: 1, outline: 'none' }}
          >
            <Outlet />
          </Container>
        </HydrateInTurn>
      </Box>
      <HydrateInTurn>
        <AppFooter />
      </HydrateInTurn>
      <AdminArticlePopup />
      {/* Every navigation scrolls to the top, back and forward restore instead
          (docs/product/catalogue.md#page-shell). */}
      <ScrollRestoration getKey={scrollPositionKey} />
    </>
  );
}

/**
 * React Router keys the first page a tab opens "default", whatever its address, and
 * restores the scroll saved under that key: a page opened from the address bar in a tab
 * that showed another of our pages started where that one had been scrolled to, footer in
 * view (a layout shift once the page's data arrived; docs/product/catalogue.md#page-shell
 * wants the top). The first entry is keyed by its path, so a reload still comes back to
 * where it was; the others keep their own key for back and forward.
 */
export function scrollPositionKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/**
 * First focusable element: lets keyboard users jump over the header
 * (docs/product/look-and-feel.md#quality-bar).
 */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {appMessages.skipToContent}
    </Box>
  );
}
