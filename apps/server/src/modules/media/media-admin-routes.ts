import multipart from '@fastify/multipart';
import { apiRoutes } from '@labo/domain/api-routes';
import { attachmentSchema } from '@labo/domain/catalog-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import {
  DOCUMENT_MAX_BYTES,
  MAX_PICTURES_PER_ARTICLE,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
} from '@labo/domain/limits';
import {
  articleAttachmentParamsSchema,
  articleIdParamsSchema,
  articleParamsSchema,
  defaultPictureAnswerSchema,
  featuredAnswerSchema,
  mediaUrlBodySchema,
  megabytes,
  videoLinkAnswerSchema,
} from '@labo/domain/media-admin-schemas';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from '#http/route-app';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';
import { acceptedMaxBytes } from './media-intake';
import { receiveMediaFile } from './media-upload';

const tags = ['Médias'];
const addRefusals = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};
const ADMINS_ONLY = ' Réservé aux administrateurs.';
const FILE_RULES = `Le format est reconnu au contenu du fichier, jamais à son nom : images JPEG, PNG, WebP, GIF ou AVIF (${megabytes(PICTURE_MAX_BYTES)} Mo et ${PICTURE_MAX_PIXELS / 1_000_000} millions de pixels au plus, réencodées en WebP : vignette 400×400, grand format 1600 px), documents PDF, XLSX ou XLS (${megabytes(DOCUMENT_MAX_BYTES)} Mo au plus). 415 pour un autre format, 413 au-delà des tailles, 400 pour une image illisible, 409 pour une ${MAX_PICTURES_PER_ARTICLE + 1}e image ou un fichier déjà joint à cet article.`;

/** The two calls that add a file from a web address, a picture or a document. */
function fromWebRoute(
  app: RouteApp,
  path: typeof apiRoutes.pictureFromWeb | typeof apiRoutes.documentFromWeb,
  accept: 'picture' | 'document',
  summary: string,
  what: string,
): void {
  const { articleMedia } = app;
  app.post(
    path,
    {
      schema: {
        tags,
        summary,
        description: `{ url } : l'adresse web publique ${what} (http ou https), que le serveur télécharge. 201 : la pièce jointe. 400 pour une adresse refusée (réseau privé, identifiants, autre protocole), 502 quand le fichier ne peut pas être récupéré. ${FILE_RULES} 404 pour un article inconnu.${ADMINS_ONLY}`,
        params: articleIdParamsSchema,
        body: mediaUrlBodySchema,
        response: {
          201: attachmentSchema,
          ...addRefusals,
          502: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const attachment = await articleMedia.addFromWeb(id, request.body.url, accept);
      return reply.code(201).send(attachment);
    },
  );
}

function attachmentUploadRoute(app: RouteApp): void {
  const { articleMedia } = app;
  app.post(
    apiRoutes.attachmentUpload,
    {
      schema: {
        tags,
        summary: 'Joindre un fichier à un article',
        description: `multipart/form-data, champ \`file\` : une image ou un document selon son contenu. 201 : la pièce jointe. 400 sans fichier. ${FILE_RULES} 404 pour un article inconnu.${ADMINS_ONLY}`,
        consumes: ['multipart/form-data'],
        params: articleIdParamsSchema,
        response: { 201: attachmentSchema, ...addRefusals, ...roleDeniedAnswers },
      },
    },
    async (request, reply) => {
      const file = await receiveMediaFile(request, acceptedMaxBytes('either'));
      const attachment = await articleMedia.add(request.params.id, file, 'either');
      return reply.code(201).send(attachment);
    },
  );
}

function attachmentDeleteRoute(app: RouteApp): void {
  const { articleMedia } = app;
  app.delete(
    apiRoutes.attachmentDelete,
    {
      schema: {
        tags,
        summary: "Supprimer une pièce jointe d'un article",
        description: `204. Quand c'était l'image par défaut, l'image suivante le devient. 404 pour une pièce jointe inconnue.${ADMINS_ONLY}`,
        params: articleIdParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...roleDeniedAnswers },
      },
    },
    async (request, reply) => {
      await articleMedia.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function defaultAttachmentRoute(app: RouteApp): void {
  const { articleMedia } = app;
  app.get(
    apiRoutes.defaultAttachment,
    {
      schema: {
        tags,
        summary: "Choisir l'image par défaut d'un article",
        description: `L'image devient la seule image par défaut de l'article. 200 { pictures } : les images, celle par défaut en premier. 404 quand ce n'est pas une image de cet article.${ADMINS_ONLY}`,
        params: articleAttachmentParamsSchema,
        response: {
          200: defaultPictureAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => articleMedia.setDefault(request.params.articleId, request.params.attachmentId),
  );
}

function videoLinkRoute(app: RouteApp): void {
  const { articleMedia } = app;
  app.put(
    apiRoutes.videoLink,
    {
      schema: {
        tags,
        summary: "Lien vidéo d'un article",
        description: `{ url } : une adresse YouTube, Vimeo ou Dailymotion d'au moins 10 caractères, gardée sous la forme de la page de la vidéo sur son site ; vide, elle retire le lien. 200 { youtubeLink }. 400 avec \`fields.url\` sinon. 404 pour un article inconnu.${ADMINS_ONLY}`,
        params: articleParamsSchema,
        body: mediaUrlBodySchema,
        response: {
          200: videoLinkAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => articleMedia.setVideoLink(request.params.articleId, request.body.url),
  );
}

function featuredToggleRoute(app: RouteApp): void {
  const { articleMedia } = app;
  app.get(
    apiRoutes.featuredToggle,
    {
      schema: {
        tags,
        summary: "Mettre un article à la Une, ou l'en retirer",
        description: `200 { featured } : la nouvelle valeur, « 1 » ou « 0 ». 404 pour un article inconnu.${ADMINS_ONLY}`,
        params: articleParamsSchema,
        response: {
          200: featuredAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => articleMedia.toggleFeatured(request.params.articleId),
  );
}

/** docs/product/media.md#media-calls, administrators only. */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: acceptedMaxBytes('either'), files: 1, fields: 5 },
  });
  // Before the body's validation and reception: a customer gets 403, nothing more.
  app.addHook('preValidation', requireRole(ADMIN_ROLE));

  attachmentUploadRoute(app);

  fromWebRoute(
    app,
    apiRoutes.pictureFromWeb,
    'picture',
    'Ajouter une image depuis le web',
    "d'une image JPEG, PNG, WebP, GIF ou AVIF",
  );
  fromWebRoute(
    app,
    apiRoutes.documentFromWeb,
    'document',
    'Ajouter un document depuis le web',
    "d'un document PDF ou Excel",
  );

  attachmentDeleteRoute(app);
  defaultAttachmentRoute(app);
  videoLinkRoute(app);
  featuredToggleRoute(app);
};
