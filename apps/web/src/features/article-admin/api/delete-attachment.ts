import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { useArticleMediaMutation } from './article-media-mutation';

/** DELETE /api/article/attachment/{id}: 204. */
function deleteAttachment(attachmentId: number) {
  return protectedRequest(apiPath(apiRoutes.attachmentDelete, { id: attachmentId }), {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/** A picture or a document of the article deleted (docs/product/media.md#media-calls). */
export function useDeleteAttachment(articleId: number) {
  return useArticleMediaMutation(articleId, deleteAttachment);
}
