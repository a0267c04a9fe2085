import MenuIcon from '@mui/icons-material/Menu';
import { Box, Button, Container } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { navigationMessages } from '../navigation-messages';

// The drawer (MUI Drawer, Modal, transitions) loads on the first tap only: phones pay
// for it when they use it, and wide screens never do.
const MobileMenuDrawer = lazy(async () => ({
  default: (await import('./mobile-menu-drawer')).MobileMenuDrawer,
}));

const DRAWER_ID = 'mobile-menu';

/**
 * Small screens (docs/product/catalogue.md#mobile-menu): a CATÉGORIES button opening the
 * slide-in menu. `end` sits at the other end of the bar (the header puts its call-us pill
 * there on phones).
 */
export function MobileMenu({ end }: { end?: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted once opened, then kept, so that closing can slide out.
  const [requested, setRequested] = useState(false);

  return (
    <Box sx={{ bgcolor: 'primary.main' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          minHeight: 36,
        }}
      >
        <Button
          color="inherit"
          startIcon={<MenuIcon aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
          sx={{ color: 'primary.contrastText', fontWeight: 700, letterSpacing: '0.04em' }}
        >
          {navigationMessages.mobileButton}
        </Button>
        {end}
      </Container>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={DRAWER_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
