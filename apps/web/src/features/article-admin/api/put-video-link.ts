import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { videoLinkAnswerSchema } from '@labo/domain/media-admin-schemas';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { useArticleMediaMutation } from './article-media-mutation';

/** PUT /api/protected/put/{articleId}/youtube/link `{ url }`; an empty url removes it. */
function putVideoLink(articleId: number, url: string) {
  return protectedRequest(apiPath(apiRoutes.videoLink, { articleId }), {
    method: 'PUT',
    body: { url },
    schema: videoLinkAnswerSchema,
  });
}

/** docs/product/media.md#video-link */
export function usePutVideoLink(articleId: number) {
  return useArticleMediaMutation(articleId, (url: string) => putVideoLink(articleId, url));
}
