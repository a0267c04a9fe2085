import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import { formatEuros } from '@labo/domain/money';
import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ArticlePrice } from '#shared/articles/article-price.ts';
import { ArticlePriceText } from '#shared/articles/article-price-text.tsx';
import { DiscountBadge } from '#shared/articles/discount-badge.tsx';
import { articlesMessages } from '../articles-messages';

/**
 * The price box (docs/product/catalogue.md#price-box): Prix HT (struck through with the
 * sale price while a campaign runs), Conditionnement, the quantity and AJOUTER AU DEVIS.
 */
export function ArticlePriceBox({
  article,
  price,
  addToQuote,
}: {
  article: ArticleDetail;
  price: ArticlePrice;
  /** The quantity field and AJOUTER AU DEVIS, given by the route; null for a withdrawn article. */
  addToQuote: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="article-price-title"
      sx={{
        p: { xs: 2, md: 3 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: 4,
        borderTopColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}
      >
        <Box>
          <Typography
            id="article-price-title"
            component="h2"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600, mb: 0.5 }}
          >
            {articlesMessages.priceHt}
          </Typography>
          <ArticlePriceText price={price} align="left" size="large" />
          {price.saleTtcCents !== null ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}
            >
              {articlesMessages.ttcPrice(formatEuros(price.saleTtcCents))}
            </Typography>
          ) : null}
        </Box>
        {price.percentage > 0 ? <DiscountBadge percentage={price.percentage} /> : null}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="dt" color="text.secondary">
          {`${articlesMessages.packaging} :`}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {article.conditionnement || articlesMessages.notSpecified}
        </Typography>
      </Box>
      {addToQuote ? <Box sx={{ mt: 2.5 }}>{addToQuote}</Box> : null}
    </Box>
  );
}
