import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { appMessages } from '../app-messages';
import { CallUsPill } from './call-us-pill';

export function AppHeader() {
  return (
    <Box component="header">
      <HeaderStrip />
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 3,
            rowGap: 1.5,
            py: { xs: 1.5, md: 2 },
          }}
        >
          <ShopLogo />
          <CallUsPill />
        </Container>
      </Box>
    </Box>
  );
}

/** The thin primary-coloured band above the header: opening hours (SPEC §1). */
function HeaderStrip() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
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
        <Typography variant="body2" component="p" sx={{ display: { xs: 'none', md: 'block' } }}>
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
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'text.primary' }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        <ScienceOutlinedIcon />
      </Box>
      <Box>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: 700, fontSize: { xs: '1.05rem', md: '1.25rem' } }}
        >
          {env.shopName}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {appMessages.tagline}
        </Typography>
      </Box>
    </Link>
  );
}
