import { apiRoutes } from '@labo/domain/api-routes';
import { idParamSchema } from '@labo/domain/catalog-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { ATTACHMENT_NOT_FOUND } from '@labo/domain/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#http/app-error';
import { fileAnswer } from '#http/file-answer';
import type { RouteApp } from '#http/route-app';
import { smallerSizeFrom } from './media-intake';
import { fullSizeKey, originalKey, smallerPictureKeys } from './media-keys';
import type { MediaServingCache } from './media-serving-cache';
import { PLACEHOLDER_SVG } from './placeholder-image';

const tags = ['Médias'];
// An attachment's bytes never change under its id: browsers may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PICTURE_OR_PLACEHOLDER = ['image/webp', 'image/svg+xml'];
const badId = { 400: apiErrorSchema };

function sendPlaceholder(reply: FastifyReply) {
  // Short cache: the article may get a picture later.
  return reply
    .header('cache-control', 'public, max-age=300')
    .type('image/svg+xml')
    .send(PLACEHOLDER_SVG);
}

/**
 * What the full-size route serves (docs/product/media.md#media-files): a picture's large
 * WebP, shown in the browser under its name ending in .webp; a document as received,
 * downloaded under its name.
 */
function servedFile(attachment: {
  storageKey: string;
  isPicture: boolean;
  originalFileName: string;
  mimeType: string;
}) {
  if (!attachment.isPicture) {
    return {
      key: originalKey(attachment.storageKey),
      type: attachment.mimeType,
      disposition: 'attachment',
      fileName: attachment.originalFileName,
    };
  }
  const stem = attachment.originalFileName.replace(/\.[^.]*$/, '') || 'image';
  return {
    key: fullSizeKey(attachment.storageKey),
    type: 'image/webp',
    disposition: 'inline',
    fileName: `${stem}.webp`,
  };
}

/** What the article routes serve of its default picture, by route. */
const ARTICLE_FILES = {
  thumbnail: {
    route: apiRoutes.articleThumbnail,
    summary: "Vignette de l'image par défaut d'un article",
    description:
      'La vignette WebP, ou une image neutre (SVG) pour un article sans image ou inconnu.',
  },
  small: {
    route: apiRoutes.articleSmallSize,
    summary: "Petite taille de l'image par défaut d'un article",
    description:
      'La petite taille WebP, ou une image neutre (SVG) pour un article sans image ou inconnu.',
  },
} as const;

/** The thumbnail or the small size of an article's default picture, or the placeholder. */
function articlePictureRoute(
  app: RouteApp,
  serving: MediaServingCache,
  file: keyof typeof ARTICLE_FILES,
): void {
  const served = ARTICLE_FILES[file];
  app.get(
    served.route,
    {
      schema: {
        tags,
        summary: served.summary,
        params: idParamSchema,
        response: { 200: fileAnswer(served.description, PICTURE_OR_PLACEHOLDER), ...badId },
      },
    },
    async (request, reply) => {
      const picture = await serving.defaultPicture(request.params.id);
      const bytes = picture ? await pictureFile(app, serving, picture.storageKey, file) : null;
      if (!bytes) return sendPlaceholder(reply);
      return reply.header('cache-control', 'public, max-age=300').type('image/webp').send(bytes);
    },
  );
}

/** An attachment's thumbnail: a picture's, or the placeholder for a document. */
function attachmentThumbnailRoute(app: RouteApp, serving: MediaServingCache): void {
  app.get(
    apiRoutes.attachmentThumbnail,
    {
      schema: {
        tags,
        summary: "Vignette d'une pièce jointe",
        params: idParamSchema,
        response: {
          200: fileAnswer(
            "La vignette WebP d'une image, une image neutre (SVG) pour un document.",
            PICTURE_OR_PLACEHOLDER,
          ),
          ...badId,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const attachment = await serving.attachment(request.params.id);
      if (!attachment) throw notFound(ATTACHMENT_NOT_FOUND);
      if (!attachment.isPicture) return sendPlaceholder(reply);
      const bytes = await pictureFile(app, serving, attachment.storageKey, 'thumbnail');
      if (!bytes) return sendPlaceholder(reply);
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(bytes);
    },
  );
}

/**
 * One of a picture's files, or null when it is not stored. A picture stored before its small
 * or middle size existed gets it made from its full size on first demand, and stored.
 */
async function pictureFile(
  app: RouteApp,
  serving: MediaServingCache,
  storageKey: string,
  file: keyof typeof smallerPictureKeys,
): Promise<Buffer | null> {
  const key = smallerPictureKeys[file](storageKey);
  const bytes = await serving.read(key);
  if (bytes || file === 'thumbnail') return bytes;
  const full = await serving.read(fullSizeKey(storageKey));
  if (!full) return null;
  const made = await smallerSizeFrom(full, file);
  await app.media.write(key, made, 'image/webp');
  return made;
}

/** The smaller sizes made after the first ones, by route and by what they are for. */
const SMALLER_SIZES = {
  small: {
    route: apiRoutes.attachmentSmallSize,
    summary: "Petite taille d'une image",
    description: "La petite taille WebP d'une image.",
  },
  medium: {
    route: apiRoutes.attachmentMediumSize,
    summary: "Taille moyenne d'une image",
    description: "La taille moyenne WebP d'une image.",
  },
} as const;

/**
 * A picture's small or middle size (docs/product/media.md#picture-sizes): lists take the
 * small one, the article page's main picture the middle one on narrow screens.
 */
function attachmentSmallerSizeRoute(
  app: RouteApp,
  serving: MediaServingCache,
  file: keyof typeof SMALLER_SIZES,
): void {
  const size = SMALLER_SIZES[file];
  app.get(
    size.route,
    {
      schema: {
        tags,
        summary: size.summary,
        params: idParamSchema,
        response: {
          200: fileAnswer(size.description, ['image/webp']),
          ...badId,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const attachment = await serving.attachment(request.params.id);
      if (!attachment?.isPicture) throw notFound(ATTACHMENT_NOT_FOUND);
      const bytes = await pictureFile(app, serving, attachment.storageKey, file);
      if (!bytes) throw notFound(ATTACHMENT_NOT_FOUND);
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(bytes);
    },
  );
}

/** An attachment's full size: a picture's large WebP, a document as received. */
function attachmentFullSizeRoute(app: RouteApp, serving: MediaServingCache): void {
  app.get(
    apiRoutes.attachmentFullSize,
    {
      schema: {
        tags,
        summary: "Grand format d'une pièce jointe",
        params: idParamSchema,
        response: {
          200: fileAnswer(
            "Le grand format WebP d'une image, affiché ; un document tel que reçu, téléchargé sous son nom.",
            [
              'image/webp',
              'application/pdf',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'application/vnd.ms-excel',
            ],
          ),
          ...badId,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const attachment = await serving.attachment(request.params.id);
      if (!attachment) throw notFound(ATTACHMENT_NOT_FOUND);
      const served = servedFile(attachment);
      const bytes = await serving.read(served.key);
      if (!bytes) throw notFound(ATTACHMENT_NOT_FOUND);
      return reply
        .header('cache-control', IMMUTABLE)
        .header(
          'content-disposition',
          `${served.disposition}; filename*=UTF-8''${encodeURIComponent(served.fileName)}`,
        )
        .type(served.type)
        .send(bytes);
    },
  );
}

/** Image and document bytes: thumbnails and each size (docs/product/media.md#media-files). */
export const mediaRoutes: FastifyPluginAsyncZod<{ serving: MediaServingCache }> = async (
  app,
  { serving },
) => {
  articlePictureRoute(app, serving, 'thumbnail');
  articlePictureRoute(app, serving, 'small');
  attachmentThumbnailRoute(app, serving);
  attachmentSmallerSizeRoute(app, serving, 'small');
  attachmentSmallerSizeRoute(app, serving, 'medium');
  attachmentFullSizeRoute(app, serving);
};
