import { Box } from '@mui/material';
import { articlesMessages } from '../articles-messages';

/** SPEC §2 discount badge "-{percentage}%". */
export function DiscountBadge({ percentage }: { percentage: number }) {
  return (
    <Box
      component="span"
      title={articlesMessages.discountLabel(percentage)}
      sx={{
        display: 'inline-block',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        // The accent's dark shade: white text on it passes WCAG AA, the light one does not.
        bgcolor: 'secondary.dark',
        color: '#FFFFFF',
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.4,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {articlesMessages.discountBadge(percentage)}
    </Box>
  );
}
