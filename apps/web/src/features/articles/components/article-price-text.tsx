import { formatEuros } from '@labo/domain/money';
import { Box, Typography } from '@mui/material';
import type { ArticlePrice } from '../article-price';
import { articlesMessages } from '../articles-messages';
import { visuallyHidden } from '../visually-hidden';

const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type ArticlePriceTextProps = {
  price: ArticlePrice;
  align?: 'left' | 'right';
  size?: 'medium' | 'large';
};

/**
 * A price HT as `12,50 €`; during a campaign the base price struck through above the
 * sale price (SPEC §2). Both are named in hidden text, since screen readers do not
 * announce a strike-through.
 */
export function ArticlePriceText({
  price,
  align = 'right',
  size = 'medium',
}: ArticlePriceTextProps) {
  const large = size === 'large';
  if (price.saleCents === null || price.baseCents === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {articlesMessages.noPrice}
      </Typography>
    );
  }
  const onSale = price.percentage > 0;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: align === 'right' ? 'flex-end' : 'flex-start',
      }}
    >
      {onSale ? (
        <Typography
          component="s"
          color="text.secondary"
          sx={{ ...tabular, fontSize: large ? '1rem' : '0.8125rem', lineHeight: 1.3 }}
        >
          <Box component="span" sx={visuallyHidden}>
            {articlesMessages.basePriceLabel}{' '}
          </Box>
          {formatEuros(price.baseCents)}
        </Typography>
      ) : null}
      <Typography
        component="span"
        sx={{
          ...tabular,
          fontWeight: 700,
          fontSize: large ? '1.75rem' : '1rem',
          lineHeight: 1.25,
          color: onSale ? 'secondary.dark' : 'text.primary',
        }}
      >
        {onSale ? (
          <Box component="span" sx={visuallyHidden}>
            {articlesMessages.salePriceLabel}{' '}
          </Box>
        ) : null}
        {formatEuros(price.saleCents)}
      </Typography>
    </Box>
  );
}
