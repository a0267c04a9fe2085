import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Link } from '@mui/material';
import { env } from '#config/env.ts';
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';
import { appMessages } from '../app-messages';
import { tabularFigures } from '../theme';

/**
 * The support number as an orange-bordered rounded pill linking to a call
 * (docs/product/catalogue.md#header).
 */
export function CallUsPill() {
  return (
    <Link
      href={env.shopPhoneHref}
      underline="none"
      aria-label={appMessages.callUs(env.shopPhone)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        border: 2,
        borderColor: 'secondary.main',
        borderRadius: 999,
        // White inside, so the pill reads the same on the header and on the blue menu bar.
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        ...tabularFigures,
        '&:hover': { bgcolor: 'secondary.light' },
        [NARROW_SCREEN_MEDIA]: { px: 1.25, py: 0.5, fontSize: '0.875rem' },
      }}
    >
      <Box component={PhoneIcon} aria-hidden sx={{ color: 'secondary.main', fontSize: 20 }} />
      {env.shopPhone}
    </Link>
  );
}
