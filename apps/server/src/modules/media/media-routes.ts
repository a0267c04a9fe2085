import { idParamSchema } from '@labo/domain/catalog-schemas';
import { ATTACHMENT_NOT_FOUND } from '@labo/domain/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#http/app-error';
import { originalKey, thumbnailKey } from './media-keys';
import { selectAttachment, selectFirstPicture } from './media-queries';
import { PLACEHOLDER_SVG } from './placeholder-image';

const tags = ['Médias'];
// An attachment's bytes never change under its id: browsers may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendPlaceholder(reply: FastifyReply) {
  // Short cache: the article may get a picture later.
  return reply
    .header('cache-control', 'public, max-age=300')
    .type('image/svg+xml')
    .send(PLACEHOLDER_SVG);
}

/** Image and document bytes: thumbnails and full size (docs/product/media.md#media-files). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, media } = app;
  const db = database.db;

  app.get(
    '/exposed/article/:id/get/thumbnail',
    { schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const picture = await selectFirstPicture(db, request.params.id);
      const bytes = picture ? await media.read(thumbnailKey(picture.storageKey)) : null;
      if (!bytes) return sendPlaceholder(reply);
      return reply.header('cache-control', 'public, max-age=300').type('image/webp').send(bytes);
    },
  );

  app.get(
    '/exposed/attachment/:id/get/thumbnail',
    { schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const attachment = await selectAttachment(db, request.params.id);
      if (!attachment) throw notFound(ATTACHMENT_NOT_FOUND);
      if (!attachment.isPicture) return sendPlaceholder(reply);
      const bytes = await media.read(thumbnailKey(attachment.storageKey));
      if (!bytes) return sendPlaceholder(reply);
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(bytes);
    },
  );

  app.get(
    '/exposed/attachment/:id/get/full/size',
    { schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const attachment = await selectAttachment(db, request.params.id);
      const bytes = attachment ? await media.read(originalKey(attachment.storageKey)) : null;
      if (!attachment || !bytes) throw notFound(ATTACHMENT_NOT_FOUND);
      const disposition = attachment.isPicture ? 'inline' : 'attachment';
      return reply
        .header('cache-control', IMMUTABLE)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(attachment.originalFileName)}`,
        )
        .type(attachment.mimeType)
        .send(bytes);
    },
  );
};
