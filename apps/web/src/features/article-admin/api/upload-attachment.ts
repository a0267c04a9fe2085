import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { attachmentSchema } from '@labo/domain/catalog-schemas';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { useArticleMediaMutation } from './article-media-mutation';

/** POST /api/protected/post/article/{id}/attachment, multipart field `file`: 201. */
function uploadAttachment(articleId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return protectedRequest(apiPath(apiRoutes.attachmentUpload, { id: articleId }), {
    method: 'POST',
    body,
    schema: attachmentSchema,
  });
}

/** A picture or a document sent from the computer (docs/product/media.md#media-calls). */
export function useUploadAttachment(articleId: number) {
  return useArticleMediaMutation(articleId, (file: File) => uploadAttachment(articleId, file));
}
