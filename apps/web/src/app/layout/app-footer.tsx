import { Box, Container, Link, Typography } from '@mui/material';
import { env } from '../../config/env';
import { appMessages } from '../app-messages';
import { tabularFigures } from '../theme';

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          py: 4,
        }}
      >
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            {env.shopName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520 }}>
            {appMessages.footerAbout}
          </Typography>
        </Box>
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            {appMessages.footerContact}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {env.shopHours}
          </Typography>
          <Link
            href={env.shopPhoneHref}
            variant="body2"
            sx={{ fontWeight: 600, ...tabularFigures }}
          >
            {env.shopPhone}
          </Link>
        </Box>
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            © {year} {env.shopName} · {appMessages.footerNotice}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
