import { Box, Link, Typography } from '@mui/material';
import { paths } from '#config/paths.ts';
import { SHOP_DESCRIPTION, usePageMeta } from '#shared/page-meta.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { termsMessages } from '../company-messages';

/** /terms: the sales terms (docs/product/catalogue.md#sales-terms) as titled sections. */
export function TermsRoute() {
  usePageTitle(termsMessages.title);
  usePageMeta({ description: SHOP_DESCRIPTION, canonicalPath: paths.terms.getHref() });
  return (
    <Box
      component="article"
      aria-labelledby="terms-title"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 760px)' },
        alignItems: 'start',
      }}
    >
      <Box
        component="nav"
        aria-labelledby="terms-toc"
        sx={{
          position: { md: 'sticky' },
          top: { md: 24 },
          order: { xs: 1, md: 0 },
          display: { xs: 'none', md: 'block' },
        }}
      >
        <Typography
          id="terms-toc"
          component="p"
          sx={{
            fontWeight: 700,
            mb: 1,
            textTransform: 'uppercase',
            fontSize: '0.8125rem',
            letterSpacing: '0.06em',
            color: 'text.secondary',
          }}
        >
          {termsMessages.tocLabel}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { py: 0.375 } }}>
          {termsMessages.sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} variant="body2">
                {section.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography id="terms-title" variant="h1" sx={{ mb: 1.5 }}>
          {termsMessages.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {termsMessages.intro}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {termsMessages.sections.map((section, index) => (
            <Box
              component="li"
              key={section.id}
              sx={{
                p: { xs: 2, md: 2.5 },
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Box
                component="section"
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                sx={{ scrollMarginTop: 16 }}
              >
                <Typography
                  id={`${section.id}-title`}
                  variant="h2"
                  sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'baseline' }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {/* One text, as the server wrote it: Preact's take-over matches the
                        server's one text node with the first of two and adds the second
                        (docs/decisions/027-server-rendering.md, "One text, one string"). */}
                    {`${index + 1}.`}
                  </Box>
                  {section.title}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} sx={{ lineHeight: 1.7, '& + &': { mt: 1 } }}>
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
