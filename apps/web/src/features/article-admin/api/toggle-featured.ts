import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { featuredAnswerSchema } from '@labo/domain/media-admin-schemas';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { useArticleMediaMutation } from './article-media-mutation';

/** GET /api/protected/toggle/{articleId}/featured: the new flag. */
function toggleFeatured(articleId: number) {
  return protectedRequest(apiPath(apiRoutes.featuredToggle, { articleId }), {
    schema: featuredAnswerSchema,
  });
}

/** "Produit à la Une" switched (docs/product/media.md#article-admin-block). */
export function useToggleFeatured(articleId: number) {
  return useArticleMediaMutation(articleId, () => toggleFeatured(articleId));
}
