import { campaignAddAnswerSchema, campaignsSchema } from '@labo/domain/campaign-admin-schemas';
import { articleListSchema, campaignSchema } from '@labo/domain/catalog-schemas';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';

// The administrators' campaign calls (docs/product/promotions.md#campaign-calls); a 401
// logs out.

/**
 * The create payload as sent (docs/product/promotions.md#campaign-dates): "YYYY-MM-DD
 * HH:mm:ss" days; the percentage null when the field is empty, for the server to refuse.
 */
export type CampaignCreatePayload = {
  title: string;
  percentage: number | null;
  startDateTime: string;
  endDateTime: string;
};

const CAMPAIGNS_KEY = ['admin-campaigns'] as const;

/** GET /api/protected/all/sales/campaigns */
export function campaignsQueryOptions(jwt: string) {
  return queryOptions({
    queryKey: CAMPAIGNS_KEY,
    queryFn: ({ signal }) =>
      protectedRequest('/api/protected/all/sales/campaigns', {
        schema: campaignsSchema,
        token: jwt,
        signal,
      }),
    staleTime: 0,
  });
}

/** GET /api/protected/{id}/sales/campaign/articles */
export function campaignArticlesQueryOptions(jwt: string, campaignId: number) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_KEY, campaignId, 'articles'],
    queryFn: ({ signal }) =>
      protectedRequest(`/api/protected/${campaignId}/sales/campaign/articles`, {
        schema: articleListSchema,
        token: jwt,
        signal,
      }),
    staleTime: 0,
  });
}

/** POST /api/protected/create/sales/campaign: 201 the campaign, 400 with `fields`. */
export function createCampaign(jwt: string, payload: CampaignCreatePayload) {
  return protectedRequest('/api/protected/create/sales/campaign', {
    method: 'POST',
    body: payload,
    schema: campaignSchema,
    token: jwt,
  });
}

/** PUT /api/protected/update/{id}/sales/campaign with the title and percentage. */
export function updateCampaign(
  jwt: string,
  campaignId: number,
  changes: { title: string; percentage: number },
) {
  return protectedRequest(`/api/protected/update/${campaignId}/sales/campaign`, {
    method: 'PUT',
    body: changes,
    schema: campaignSchema,
    token: jwt,
  });
}

/** PUT /api/protected/close/{id}/sales/campaign: the campaign ends tonight. */
export function closeCampaign(jwt: string, campaignId: number) {
  return protectedRequest(`/api/protected/close/${campaignId}/sales/campaign`, {
    method: 'PUT',
    schema: campaignSchema,
    token: jwt,
  });
}

/** DELETE /api/protected/delete/{id}/sales/campaign: 204. */
export function deleteCampaign(jwt: string, campaignId: number) {
  return protectedRequest(`/api/protected/delete/${campaignId}/sales/campaign`, {
    method: 'DELETE',
    schema: z.unknown(),
    token: jwt,
  });
}

/**
 * GET /api/protected/{campaignId}/sales/campaign/add/{articleId}/article: `added`, or the
 * campaign in the way (docs/product/promotions.md#campaign-overlap).
 */
export function addCampaignArticle(jwt: string, campaignId: number, articleId: number) {
  return protectedRequest(`/api/protected/${campaignId}/sales/campaign/add/${articleId}/article`, {
    schema: campaignAddAnswerSchema,
    token: jwt,
  });
}

/** DELETE /api/protected/remove/{articleId}/article/from/{campaignId}/sales/campaigns: 204. */
export function removeCampaignArticle(jwt: string, campaignId: number, articleId: number) {
  return protectedRequest(
    `/api/protected/remove/${articleId}/article/from/${campaignId}/sales/campaigns`,
    { method: 'DELETE', schema: z.unknown(), token: jwt },
  );
}
