import DownloadIcon from '@mui/icons-material/Download';
import { Box, Link, Typography } from '@mui/material';
import {
  BROCHURE_COVER,
  BROCHURES,
  type Brochure,
  brochureCoverSrc,
  brochureHref,
} from '../home-content';
import { homeMessages } from '../home-messages';

/** "Nos catalogues": six downloadable brochures (docs/product/catalogue.md#brochures). */
export function BrochureList() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        // Six brochures: three columns by two on wide screens, else as many as fit.
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {BROCHURES.map((brochure) => (
        <li key={brochure.file}>
          <BrochureCard brochure={brochure} />
        </li>
      ))}
    </Box>
  );
}

/** One brochure: its cover, title and subtitle, the whole card a download link. */
function BrochureCard({ brochure }: { brochure: Brochure }) {
  return (
    <Link
      href={brochureHref(brochure)}
      download={brochure.file}
      underline="none"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        height: '100%',
        p: 1.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 1 },
        '&:hover .brochure-download': { color: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={brochureCoverSrc(brochure)}
        alt=""
        width={BROCHURE_COVER.width}
        height={BROCHURE_COVER.height}
        loading="lazy"
        decoding="async"
        sx={{
          flexShrink: 0,
          width: 64,
          height: 'auto',
          aspectRatio: `${BROCHURE_COVER.width} / ${BROCHURE_COVER.height}`,
          borderRadius: 0.5,
          boxShadow: 2,
          bgcolor: '#E8EEF4',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {brochure.title}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {brochure.subtitle}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          className="brochure-download"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            mt: 0.5,
            color: 'primary.dark',
            fontWeight: 600,
          }}
        >
          <DownloadIcon sx={{ fontSize: 18 }} aria-hidden />
          {homeMessages.downloadPdf}
        </Typography>
      </Box>
    </Link>
  );
}
