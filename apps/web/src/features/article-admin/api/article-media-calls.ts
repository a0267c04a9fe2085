import { attachmentSchema } from '@labo/domain/catalog-schemas';
import {
  defaultPictureAnswerSchema,
  featuredAnswerSchema,
  videoLinkAnswerSchema,
} from '@labo/domain/media-admin-schemas';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';

// The administrators' media calls (docs/product/media.md#media-calls); a 401 logs out.

/** A picture or a document: which call adds it from a web address. */
export type MediaKind = 'picture' | 'document';

const fromWebPath: Record<MediaKind, (articleId: number) => string> = {
  picture: (articleId) => `/api/article/${articleId}/add/picture/from/web`,
  document: (articleId) => `/api/article/${articleId}/add/pdf/from/web`,
};

/** POST /api/article/{id}/add/picture/from/web or …/add/pdf/from/web `{ url }`: 201. */
export function addFromWeb(jwt: string, articleId: number, kind: MediaKind, url: string) {
  return protectedRequest(fromWebPath[kind](articleId), {
    method: 'POST',
    body: { url },
    schema: attachmentSchema,
    token: jwt,
  });
}

/** POST /api/protected/post/article/{id}/attachment, multipart field `file`: 201. */
export function uploadAttachment(jwt: string, articleId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return protectedRequest(`/api/protected/post/article/${articleId}/attachment`, {
    method: 'POST',
    body,
    schema: attachmentSchema,
    token: jwt,
  });
}

/** DELETE /api/article/attachment/{id}: 204. */
export function deleteAttachment(jwt: string, attachmentId: number) {
  return protectedRequest(`/api/article/attachment/${attachmentId}`, {
    method: 'DELETE',
    schema: z.unknown(),
    token: jwt,
  });
}

/** GET /api/protected/reset/{articleId}/first/{attachmentId}/attachment: the new order. */
export function setDefaultPicture(jwt: string, articleId: number, attachmentId: number) {
  return protectedRequest(`/api/protected/reset/${articleId}/first/${attachmentId}/attachment`, {
    schema: defaultPictureAnswerSchema,
    token: jwt,
  });
}

/** PUT /api/protected/put/{articleId}/youtube/link `{ url }`; an empty url removes it. */
export function putVideoLink(jwt: string, articleId: number, url: string) {
  return protectedRequest(`/api/protected/put/${articleId}/youtube/link`, {
    method: 'PUT',
    body: { url },
    schema: videoLinkAnswerSchema,
    token: jwt,
  });
}

/** GET /api/protected/toggle/{articleId}/featured: the new flag. */
export function toggleFeatured(jwt: string, articleId: number) {
  return protectedRequest(`/api/protected/toggle/${articleId}/featured`, {
    schema: featuredAnswerSchema,
    token: jwt,
  });
}
