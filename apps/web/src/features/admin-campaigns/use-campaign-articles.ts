import { campaignOverlapMessage } from '@labo/domain/campaign-admin-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getArticlesByReference } from '#shared/articles/api/get-articles-by-reference.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import {
  addCampaignArticle,
  campaignArticlesQueryOptions,
  campaignsQueryOptions,
  removeCampaignArticle,
} from './api/campaign-calls';
import { campaignMessages as messages } from './campaign-messages';

/** What the add form shows under its field: an unknown reference or the campaign in the way. */
export type AddProblem = { kind: 'unknown' | 'overlap'; text: string } | null;

/**
 * Adding an article by reference and removing one (docs/product/promotions.md#campaign-page):
 * the reference is looked up, then linked; the overlap answer names the campaign in the way
 * (docs/product/promotions.md#campaign-overlap); other failures say "Une erreur est survenue".
 */
export function useCampaignArticles(jwt: string, campaignId: number) {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const [problem, setProblem] = useState<AddProblem>(null);
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: campaignArticlesQueryOptions(jwt, campaignId).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: campaignsQueryOptions(jwt).queryKey, exact: true }),
    ]);

  const add = useMutation({
    mutationFn: async (reference: string) => {
      const found = await getArticlesByReference(reference);
      const article = found.find((candidate) => candidate.soft_deleted !== '1');
      if (!article) return { kind: 'unknown' } as const;
      const answer = await addCampaignArticle(jwt, campaignId, article.id);
      return answer.added
        ? ({ kind: 'added' } as const)
        : ({ kind: 'overlap', title: answer.overlapping_sales_campaign.title } as const);
    },
    onMutate: () => setProblem(null),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'unknown') {
        setProblem({ kind: 'unknown', text: messages.referenceUnknown });
      } else if (outcome.kind === 'overlap') {
        setProblem({ kind: 'overlap', text: campaignOverlapMessage(outcome.title) });
      } else {
        showSnackbar(messages.articleAdded);
        await reload();
      }
    },
    onError: () => showSnackbar(messages.failed, 'error'),
  });
  const remove = useMutation({
    mutationFn: (articleId: number) => removeCampaignArticle(jwt, campaignId, articleId),
    onSuccess: async () => {
      showSnackbar(messages.articleRemoved);
      await reload();
    },
    onError: () => showSnackbar(messages.failed, 'error'),
  });
  return { add, remove, problem, clearProblem: () => setProblem(null) };
}
