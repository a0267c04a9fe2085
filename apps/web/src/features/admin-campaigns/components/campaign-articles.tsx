import type { Article } from '@labo/domain/catalog-schemas';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Alert, Box, IconButton } from '@mui/material';
import type { CSSObject, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { CAMPAIGN_ARTICLES_HEIGHT } from '#config/ui.ts';
import { articleClasses as c } from '#shared/articles/article-classes.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { ArticleList } from '#shared/articles/article-list.tsx';
import { foldedTableRules } from '#shared/articles/article-styles.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useElementWidth } from '#shared/use-element-width.ts';
import { useCampaignArticles } from '../api/get-campaign-articles';
import { useRemoveCampaignArticle } from '../api/remove-campaign-article';
import { campaignMessages as messages } from '../campaign-messages';
import { CampaignArticleForm } from './campaign-article-form';

/** Narrower than this, the table's columns do not all fit: Marque and Cond. fold. */
const FULL_TABLE_MIN_WIDTH = 830;
/** Narrower than this, even the folded table does not: cards. */
const TABLE_MIN_WIDTH = 660;

/**
 * The list within the card's width (docs/product/look-and-feel.md#widths): the table folds
 * by the room it has, not by the window's width; names and brands show whole, on as many
 * lines as they need, since an administrator tells articles apart by them.
 */
const listSx = (theme: Theme): CSSObject => ({
  containerType: 'inline-size',
  [`@container (max-width: ${FULL_TABLE_MIN_WIDTH - 0.02}px)`]: foldedTableRules(theme),
  [`& .${c.name}, & .${c.grid} .${c.secondary}`]: {
    display: 'block',
    WebkitLineClamp: 'unset',
    overflow: 'visible',
  },
  [`& .${c.cardMeta}`]: { flexWrap: 'wrap' },
  [`& .${c.cardBrand}`]: { whiteSpace: 'normal' },
});

type CampaignArticlesProps = { campaignId: number; title: string };

/**
 * A campaign's articles in the shop's article list, each with its remove button, and the
 * add-by-reference form (docs/product/promotions.md#campaign-page).
 */
export function CampaignArticles({ campaignId, title }: CampaignArticlesProps) {
  const articles = useCampaignArticles(campaignId);
  const actionColumns = useRemoveColumn(campaignId);
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const cards = width > 0 && width < TABLE_MIN_WIDTH;
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={messages.articlesOf(title)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <CampaignArticleForm campaignId={campaignId} />
      {articles.isPending ? (
        <DelayedLoader />
      ) : articles.isError ? (
        <Alert severity="error">{messages.failed}</Alert>
      ) : (
        <Box
          // The table scrolls within 1000 px (ten rows); the cards go with the page.
          sx={[listSx, cards ? {} : { maxHeight: CAMPAIGN_ARTICLES_HEIGHT, overflowY: 'auto' }]}
        >
          <ArticleList
            articles={articles.data}
            actionColumns={actionColumns}
            layout={width > 0 ? (cards ? 'cards' : 'table') : undefined}
            emptyText={messages.noArticles}
          />
        </Box>
      )}
    </Box>
  );
}

/** Each article's remove button, waiting (focus kept) while a removal runs. */
function useRemoveColumn(campaignId: number): ArticleActionColumns {
  const { isPending, mutate } = useRemoveCampaignArticle(campaignId);
  return useMemo(
    (): ArticleActionColumns => ({
      quote: {
        label: messages.actionsColumn,
        render: (article: Article) => (
          <IconButton
            aria-label={messages.removeArticle(article.label)}
            aria-disabled={isPending || undefined}
            onClick={() => {
              if (!isPending) mutate(article.id);
            }}
          >
            <RemoveCircleOutlinedIcon aria-hidden />
          </IconButton>
        ),
      },
    }),
    [isPending, mutate],
  );
}
