import {
  ARTICLE_SORT_KEYS,
  type ArticleSortKey,
  type SortDirection,
} from '@labo/domain/article-sort';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Typography } from '@mui/material';
import { type ChangeEvent, useId } from 'react';
import { fieldLabelCss, selectFieldCss } from '../field-styles';
import { articleListMessages } from './article-list-messages';

export type ArticleSort = { key: ArticleSortKey; direction: SortDirection };

type ArticleSortBarProps = {
  sort: ArticleSort;
  onChange: (sort: ArticleSort) => void;
  count: number;
};

function isSortKey(value: string): value is ArticleSortKey {
  return (ARTICLE_SORT_KEYS as readonly string[]).includes(value);
}

/**
 * "Trier par" with the keys NAME, BRAND, REF, COND, HT and a direction toggle
 * (docs/product/catalogue.md#article-sort).
 */
export function ArticleSortBar({ sort, onChange, count }: ArticleSortBarProps) {
  const selectId = useId();
  const ascending = sort.direction === 'asc';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mb: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {articleListMessages.articleCount(count)}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flex: { xs: '1 1 100%', md: '0 1 auto' },
        }}
      >
        <Box
          component="label"
          htmlFor={selectId}
          sx={(theme) => ({ ...fieldLabelCss(theme), whiteSpace: 'nowrap' })}
        >
          {articleListMessages.sortBy}
        </Box>
        {/* The select gives way, so the direction button keeps its room inside a narrow
            panel (docs/product/look-and-feel.md#widths). */}
        <Box sx={{ position: 'relative', minWidth: 0, flex: { xs: '1 1 auto', md: '0 0 auto' } }}>
          <Box
            component="select"
            id={selectId}
            value={sort.key}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              if (isSortKey(event.target.value)) onChange({ ...sort, key: event.target.value });
            }}
            sx={(theme) => ({
              ...selectFieldCss(theme),
              width: '100%',
              [theme.breakpoints.up('md')]: { width: 176 },
            })}
          >
            {ARTICLE_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {articleListMessages.sortKeys[key]}
              </option>
            ))}
          </Box>
          <ExpandMoreIcon
            aria-hidden
            fontSize="small"
            sx={{
              position: 'absolute',
              right: 8,
              top: '50%',
              transform: 'translateY(-50%)',
              pointerEvents: 'none',
              color: 'text.secondary',
            }}
          />
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => onChange({ ...sort, direction: ascending ? 'desc' : 'asc' })}
          aria-label={articleListMessages.sortDirectionLabel(ascending)}
          startIcon={
            ascending ? <ArrowUpwardIcon aria-hidden /> : <ArrowDownwardIcon aria-hidden />
          }
          sx={{ borderColor: 'divider', bgcolor: 'background.paper', minHeight: 40, flexShrink: 0 }}
        >
          {ascending ? articleListMessages.ascending : articleListMessages.descending}
        </Button>
      </Box>
    </Box>
  );
}
