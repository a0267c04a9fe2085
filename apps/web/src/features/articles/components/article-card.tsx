import type { Article } from '@labo/domain/catalog-schemas';
import { Box, Link, Typography } from '@mui/material';
import type { CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { articlePrice } from '../article-price';
import { articlesMessages } from '../articles-messages';
import { useOpenArticle } from '../use-open-article';
import { visuallyHidden } from '../visually-hidden';
import { AddToQuoteField } from './add-to-quote-field';
import type { ArticleActionColumns } from './article-list';
import { ArticlePennant } from './article-pennant';
import { ArticlePriceText } from './article-price-text';
import { ArticleThumbnail } from './article-thumbnail';
import { DiscountBadge } from './discount-badge';
import { lineClamp, monospace } from './text-styles';

const THUMBNAIL_SIZE = 88;
/** Room left under each card in the 212 px slot of a virtualised list (SPEC §2). */
export const CARD_GAP = 12;

type ArticleCardProps = {
  article: Article;
  now: Date;
  actionColumns?: ArticleActionColumns;
  /** Absolute placement given by the virtualiser; the card fills the slot less the gap. */
  style?: CSSProperties;
};

/** One article on a narrow screen (SPEC §2: cards instead of rows at 768 px or less). */
export function ArticleCard({ article, now, actionColumns, style }: ArticleCardProps) {
  const { path, onLinkClick, rowProps } = useOpenArticle(article);
  const price = articlePrice(article, now);
  return (
    <Box component="li" style={style} sx={{ listStyle: 'none', pb: `${CARD_GAP}px` }}>
      <Box
        component="article"
        aria-label={article.label}
        {...rowProps}
        sx={{
          height: '100%',
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          p: 1.5,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          cursor: 'pointer',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, minHeight: 0 }}>
          <Box sx={{ position: 'relative', flexShrink: 0 }}>
            <ArticlePennant article={article} percentage={price.percentage} />
            <ArticleThumbnail articleId={article.id} size={THUMBNAIL_SIZE} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={path}
              onClick={onLinkClick}
              color="text.primary"
              sx={{ fontWeight: 600, lineHeight: 1.3, ...lineClamp(2) }}
            >
              {article.label}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ...lineClamp(1) }}>
              {article.brandName}
              {article.brandName ? ' · ' : ''}
              <Box component="span" sx={{ ...monospace, color: 'text.primary' }}>
                <Box component="span" sx={visuallyHidden}>
                  {articlesMessages.columns.reference}{' '}
                </Box>
                {article.crmId}
              </Box>
            </Typography>
            {article.conditionnement ? (
              <Typography variant="body2" color="text.secondary" sx={lineClamp(1)}>
                {article.conditionnement}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <Box
          sx={{
            mt: 'auto',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ArticlePriceText price={price} align="left" />
            {price.percentage > 0 ? <DiscountBadge percentage={price.percentage} /> : null}
          </Box>
          {actionColumns ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {actionColumns.quote.render(article)}
              {actionColumns.complement.render(article)}
            </Box>
          ) : (
            <AddToQuoteField article={article} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
