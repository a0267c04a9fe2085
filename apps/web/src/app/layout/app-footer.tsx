import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { env } from '#config/env.ts';
import { paths } from '#config/paths.ts';
import { appMessages } from '../app-messages';
import { tabularFigures } from '../theme';

const footerLinks = [
  { to: paths.about.getHref(), label: appMessages.footerAboutLink },
  { to: paths.terms.getHref(), label: appMessages.footerTermsLink },
  { to: paths.contact.getHref(), label: appMessages.footerContactLink },
];

/**
 * Always shown (docs/product/catalogue.md#page-shell): the company, its contact details and
 * the about, terms and contact links.
 */
export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
          py: 4,
        }}
      >
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            {env.shopName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520, mb: 1 }}>
            {appMessages.footerAbout}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {env.companyAddress}
          </Typography>
        </Box>
        <Box component="nav" aria-labelledby="footer-links-title">
          <Typography id="footer-links-title" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            {appMessages.footerLinksLabel}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& li': { py: 0.25 } }}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} variant="body2">
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
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
            {`© ${year} ${env.shopName} · ${env.companyLegalId} · ${appMessages.footerNotice}`}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
