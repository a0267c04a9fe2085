import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { env } from '#config/env.ts';
import { paths } from '#config/paths.ts';
import { SHOP_DESCRIPTION, usePageMeta } from '#shared/page-meta.ts';
import { accentPanelSx } from '#shared/panel-styles.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { aboutMessages } from '../company-messages';
import { tabularFigures } from '../theme';

// The pictures are 1200×800 (apps/web/public/images): the ratio is reserved before they load.
const PICTURE_RATIO = '3 / 2';

/**
 * /about, the company statement (docs/product/catalogue.md#about-page); names and contact
 * from config.
 */
export function AboutRoute() {
  usePageTitle(aboutMessages.title);
  usePageMeta({ description: SHOP_DESCRIPTION, canonicalPath: paths.about.getHref() });
  const { sections } = aboutMessages;
  return (
    <Box component="article" aria-labelledby="about-title">
      <Typography id="about-title" variant="h1" sx={{ mb: 1.5 }}>
        {aboutMessages.title}
      </Typography>
      <Typography
        sx={{
          fontSize: { xs: '1.05rem', md: '1.2rem' },
          color: 'text.secondary',
          maxWidth: 820,
          mb: { xs: 3, md: 4 },
        }}
      >
        {aboutMessages.lead(env.shopName)}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
          mb: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <AboutSection title={sections.glassware.title} text={sections.glassware.text} />
          <AboutSection
            title={sections.importer.title}
            text={sections.importer.text(env.companyPlasticBrand)}
          />
          <AboutSection title={sections.delivery.title} text={sections.delivery.text} />
        </Box>
        <Picture src="/images/company.webp" alt={aboutMessages.companyPictureAlt} />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Picture src="/images/office.webp" alt={aboutMessages.officePictureAlt} />
        <Box
          component="section"
          aria-labelledby="about-contact"
          sx={{ ...accentPanelSx, p: { xs: 2.5, md: 3 } }}
        >
          <Typography id="about-contact" variant="h2" sx={{ mb: 1 }}>
            {sections.contact.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {sections.contact.text}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{env.shopName}</Typography>
          <Typography>{env.companyAddress}</Typography>
          <Typography>{env.shopHours}</Typography>
          <Link
            href={env.shopPhoneHref}
            sx={{
              display: 'inline-block',
              fontWeight: 700,
              fontSize: '1.125rem',
              my: 0.5,
              ...tabularFigures,
            }}
          >
            {env.shopPhone}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {env.companyLegalId}
          </Typography>
          <Link component={RouterLink} to={paths.contact.getHref()} sx={{ fontWeight: 600 }}>
            {sections.contact.link}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}

function AboutSection({ title, text }: { title: string; text: string }) {
  return (
    <Box component="section">
      <Typography variant="h2" sx={{ mb: 1, color: 'primary.dark' }}>
        {title}
      </Typography>
      <Typography sx={{ lineHeight: 1.7 }}>{text}</Typography>
    </Box>
  );
}

function Picture({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={1200}
      height={800}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: PICTURE_RATIO,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'divider',
      }}
    />
  );
}
