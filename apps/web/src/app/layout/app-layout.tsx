import { Box, Container } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePageViewTracking } from '../../features/analytics/use-page-view-tracking';
import { appMessages } from '../app-messages';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

const MAIN_ID = 'contenu';

/** Header, page and footer, always shown (SPEC §2). */
export function AppLayout() {
  usePageViewTracking();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader />
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: { xs: 3, md: 4 }, flexGrow: 1, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <AppFooter />
      {/* SPEC §2: every navigation scrolls to the top (back/forward restores instead). */}
      <ScrollRestoration />
    </Box>
  );
}

/** First focusable element: lets keyboard users jump over the header (DESIGN.md). */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
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
