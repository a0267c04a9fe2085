import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import {
  campaignAddAnswerSchema,
  campaignOverlapMessage,
} from '@labo/domain/campaign-admin-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '#shared/api-client.ts';
import { getArticlesByReference } from '#shared/articles/api/get-articles-by-reference.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { campaignMessages as messages } from '../campaign-messages';
import { reloadCampaignArticles } from './reload-campaign-articles';

/**
 * GET /api/protected/{campaignId}/sales/campaign/add/{articleId}/article: `added`, or the
 * campaign in the way (docs/product/promotions.md#campaign-overlap).
 */
function linkCampaignArticle(campaignId: number, articleId: number) {
  return protectedRequest(apiPath(apiRoutes.campaignAddArticle, { campaignId, articleId }), {
    schema: campaignAddAnswerSchema,
  });
}

/**
 * The reference looked up (first article not withdrawn), then linked. Its two refusals take
 * the shape of the API's refusals (docs/product/api-conventions.md#error-shape), so that the
 * form shows them like any other: an unknown reference on the field (a 404's `fields`), the
 * campaign in the way as a 409's message, for the alert under the field.
 */
async function addCampaignArticle(campaignId: number, reference: string): Promise<void> {
  const found = await getArticlesByReference(reference);
  const article = found.find((candidate) => candidate.soft_deleted !== '1');
  if (!article) {
    throw new ApiError(404, {
      error: 'reference_unknown',
      message: messages.referenceUnknown,
      fields: { reference: messages.referenceUnknown },
    });
  }
  const answer = await linkCampaignArticle(campaignId, article.id);
  if (!answer.added) {
    throw new ApiError(409, {
      error: 'campaign_overlap',
      message: campaignOverlapMessage(answer.overlapping_sales_campaign.title),
    });
  }
}

/** The overlap message of a failed add, shown in the alert under the field. */
export function overlapOf(error: unknown): string | undefined {
  return isApiError(error) && error.status === 409 ? error.body?.message : undefined;
}

/**
 * Adding an article by reference (docs/product/promotions.md#campaign-page): "Article ajouté
 * à la campagne"; the form shows the two refusals, any other failure says "Une erreur est
 * survenue".
 */
export function useAddCampaignArticle(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => addCampaignArticle(campaignId, reference),
    onSuccess: () => reloadCampaignArticles(queryClient, campaignId),
    meta: {
      successNotice: messages.articleAdded,
      errorNotice: (error) =>
        isApiError(error) && (error.status === 404 || error.status === 409)
          ? undefined
          : messages.failed,
    },
  });
}
