import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { attachmentSchema } from '@labo/domain/catalog-schemas';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { useArticleMediaMutation } from './article-media-mutation';

/** A picture or a document: which call adds it from a web address. */
export type MediaKind = 'picture' | 'document';

const fromWebRoute = {
  picture: apiRoutes.pictureFromWeb,
  document: apiRoutes.documentFromWeb,
} as const satisfies Record<MediaKind, string>;

type FromWeb = { kind: MediaKind; url: string };

/** POST /api/article/{id}/add/picture/from/web or …/add/pdf/from/web `{ url }`: 201. */
function addFromWeb(articleId: number, { kind, url }: FromWeb) {
  return protectedRequest(apiPath(fromWebRoute[kind], { id: articleId }), {
    method: 'POST',
    body: { url },
    schema: attachmentSchema,
  });
}

/** docs/product/media.md#adding-from-a-web-address */
export function useAddMediaFromWeb(articleId: number) {
  return useArticleMediaMutation(articleId, (added: FromWeb) => addFromWeb(articleId, added));
}
