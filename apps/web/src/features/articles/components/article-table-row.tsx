import type { Article } from '@labo/domain/catalog-schemas';
import { Box, Link, Typography } from '@mui/material';
import type { CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { articlePrice } from '../article-price';
import { useOpenArticle } from '../use-open-article';
import { AddToQuoteField } from './add-to-quote-field';
import type { ArticleActionColumns } from './article-list';
import { ArticlePennant } from './article-pennant';
import { ArticlePriceText } from './article-price-text';
import { ArticleThumbnail } from './article-thumbnail';
import { DiscountBadge } from './discount-badge';
import { lineClamp, monospace } from './text-styles';

/** SPEC §2 columns: Image, Nom/description, Marque, Ref, Cond., Prix HT, Devis, Comp. */
export const TABLE_COLUMNS = '72px minmax(160px, 1fr) 96px 104px 88px 100px 112px 52px';
/** Below this width the table scrolls sideways rather than squeezing its columns. */
export const TABLE_MIN_WIDTH = 880;
export const TABLE_COLUMN_GAP = 1.25;
const THUMBNAIL_SIZE = 72;

type ArticleTableRowProps = {
  article: Article;
  now: Date;
  actionColumns?: ArticleActionColumns;
  /** 1-based position among all rows, header included (virtualised lists). */
  rowIndex?: number;
  /** Absolute placement and fixed height given by the virtualiser. */
  style?: CSSProperties;
};

export function ArticleTableRow({
  article,
  now,
  actionColumns,
  rowIndex,
  style,
}: ArticleTableRowProps) {
  const { path, onLinkClick, rowProps } = useOpenArticle(article);
  const price = articlePrice(article, now);
  return (
    <Box
      role="row"
      aria-rowindex={rowIndex}
      style={style}
      {...rowProps}
      sx={{
        display: 'grid',
        gridTemplateColumns: TABLE_COLUMNS,
        columnGap: TABLE_COLUMN_GAP,
        alignItems: 'center',
        minHeight: 100,
        px: 1.5,
        py: 1,
        boxSizing: 'border-box',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        cursor: 'pointer',
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: '#F3F8FC' },
      }}
    >
      <Box role="cell" sx={{ position: 'relative', width: THUMBNAIL_SIZE }}>
        <ArticlePennant article={article} percentage={price.percentage} />
        <ArticleThumbnail articleId={article.id} size={THUMBNAIL_SIZE} />
      </Box>
      <Box role="cell" sx={{ minWidth: 0, alignSelf: 'center' }}>
        <Link
          component={RouterLink}
          to={path}
          onClick={onLinkClick}
          color="text.primary"
          sx={{ fontWeight: 600, fontSize: '0.9375rem', lineHeight: 1.3, ...lineClamp(2) }}
        >
          {article.label}
        </Link>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontSize: '0.8125rem', lineHeight: 1.35, mt: 0.25, ...lineClamp(2) }}
        >
          {article.short_description}
        </Typography>
      </Box>
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ ...lineClamp(2), overflowWrap: 'anywhere' }}>
          {article.brandName}
        </Typography>
      </Box>
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ ...monospace, overflowWrap: 'anywhere' }}>
          {article.crmId}
        </Typography>
      </Box>
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={lineClamp(2)}>
          {article.conditionnement}
        </Typography>
      </Box>
      <Box role="cell" sx={{ textAlign: 'right' }}>
        <ArticlePriceText price={price} />
      </Box>
      <Box role="cell">
        {actionColumns ? (
          actionColumns.quote.render(article)
        ) : (
          <AddToQuoteField article={article} />
        )}
      </Box>
      <Box role="cell" sx={{ textAlign: 'center' }}>
        {actionColumns ? (
          actionColumns.complement.render(article)
        ) : price.percentage > 0 ? (
          <DiscountBadge percentage={price.percentage} />
        ) : null}
      </Box>
    </Box>
  );
}
