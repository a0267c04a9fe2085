import type { Article } from '@labo/domain/catalog-schemas';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Alert, Box, Button, IconButton, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { ArticleList } from '#shared/articles/article-list.tsx';
import { virtualRowHeight } from '#shared/articles/list-layout.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useWindowWidth } from '#shared/use-window-width.ts';
import { campaignArticlesQueryOptions } from '../api/campaign-calls';
import { campaignArticlesHeight } from '../campaign-articles-height';
import { campaignMessages as messages } from '../campaign-messages';
import { useCampaignArticles } from '../use-campaign-articles';

type CampaignArticlesProps = { jwt: string; campaignId: number; title: string };

/**
 * A campaign's articles in the shop's article list, each with its remove button, and the
 * add-by-reference form (docs/product/promotions.md#campaign-page).
 */
export function CampaignArticles({ jwt, campaignId, title }: CampaignArticlesProps) {
  const articles = useQuery(campaignArticlesQueryOptions(jwt, campaignId));
  const { add, remove, problem, clearProblem } = useCampaignArticles(jwt, campaignId);
  const [reference, setReference] = useState('');
  const rowHeight = virtualRowHeight(useWindowWidth());
  const actionColumns = useMemo(
    (): ArticleActionColumns => ({
      quote: {
        label: messages.actionsColumn,
        render: (article: Article) => (
          <IconButton
            aria-label={messages.removeArticle(article.label)}
            disabled={remove.isPending}
            onClick={() => remove.mutate(article.id)}
          >
            <RemoveCircleOutlinedIcon aria-hidden />
          </IconButton>
        ),
      },
    }),
    [remove.isPending, remove.mutate],
  );

  return (
    <Box
      component="section"
      aria-label={messages.articlesOf(title)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reference.trim() !== '') add.mutate(reference.trim());
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label={messages.referenceLabel}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value.toUpperCase());
            clearProblem();
          }}
          error={problem?.kind === 'unknown'}
          helperText={problem?.kind === 'unknown' ? problem.text : undefined}
          size="small"
        />
        <Button type="submit" variant="outlined" disabled={add.isPending}>
          {messages.addArticle}
        </Button>
      </Box>
      {/* Present before the message, so that it is announced when it appears. */}
      <div role="alert">
        {problem?.kind === 'overlap' ? (
          <Alert severity="warning" role="presentation">
            {problem.text}
          </Alert>
        ) : null}
      </div>
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
