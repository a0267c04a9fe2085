import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { defaultPictureAnswerSchema } from '@labo/domain/media-admin-schemas';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { useArticleMediaMutation } from './article-media-mutation';

/** GET /api/protected/reset/{articleId}/first/{attachmentId}/attachment: the new order. */
function setDefaultPicture(articleId: number, attachmentId: number) {
  return protectedRequest(apiPath(apiRoutes.defaultAttachment, { articleId, attachmentId }), {
    schema: defaultPictureAnswerSchema,
  });
}

/** docs/product/media.md#default-picture */
export function useSetDefaultPicture(articleId: number) {
  return useArticleMediaMutation(articleId, (attachmentId: number) =>
    setDefaultPicture(articleId, attachmentId),
  );
}
