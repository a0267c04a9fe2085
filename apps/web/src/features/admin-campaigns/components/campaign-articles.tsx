import type { Article } from '@labo/domain/catalog-schemas';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Alert, Box, IconButton } from '@mui/material';
import { useMemo } from 'react';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { ArticleList } from '#shared/articles/article-list.tsx';
import { virtualRowHeight } from '#shared/articles/list-layout.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useWindowWidth } from '#shared/use-window-width.ts';
import { useCampaignArticles } from '../api/get-campaign-articles';
import { useRemoveCampaignArticle } from '../api/remove-campaign-article';
import { campaignArticlesHeight } from '../campaign-articles-height';
import { campaignMessages as messages } from '../campaign-messages';
import { CampaignArticleForm } from './campaign-article-form';

type CampaignArticlesProps = { campaignId: number; title: string };

/**
 * A campaign's articles in the shop's article list, each with its remove button, and the
 * add-by-reference form (docs/product/promotions.md#campaign-page).
 */
export function CampaignArticles({ campaignId, title }: CampaignArticlesProps) {
  const articles = useCampaignArticles(campaignId);
  const actionColumns = useRemoveColumn(campaignId);
  const rowHeight = virtualRowHeight(useWindowWidth());
  return (
    <Box
      component="section"
      aria-label={messages.articlesOf(title)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <CampaignArticleForm campaignId={campaignId} />
      {articles.isPending ? (
        <DelayedLoader />
      ) : articles.isError ? (
        <Alert severity="error">{messages.failed}</Alert>
      ) : (
        <ArticleList
          articles={articles.data}
          actionColumns={actionColumns}
          virtualized
          height={campaignArticlesHeight(articles.data.length, rowHeight)}
          emptyText={messages.noArticles}
        />
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
