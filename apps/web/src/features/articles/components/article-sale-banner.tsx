import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import { formatDateFr } from '@labo/domain/dates';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Typography } from '@mui/material';
import { articlesMessages } from '../articles-messages';

/**
 * The sale banner of the article page (docs/product/promotions.md#where-sale-prices-show);
 * shown only while the sale runs.
 */
export function ArticleSaleBanner({
  article,
  percentage,
}: {
  article: ArticleDetail;
  percentage: number;
}) {
  const campaign = article.activeSaleCampaign;
  if (!campaign || percentage <= 0) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        mb: 3,
        bgcolor: 'secondary.light',
        borderLeft: 4,
        borderColor: 'secondary.main',
        borderRadius: 1,
      }}
    >
      <LocalOfferOutlinedIcon aria-hidden sx={{ color: 'secondary.dark' }} />
      <Typography sx={{ fontWeight: 600 }}>
        {articlesMessages.saleBanner(
          campaign.title,
          percentage,
          formatDateFr(campaign.end_date_time),
        )}
      </Typography>
    </Box>
  );
}
