import multipart from '@fastify/multipart';
import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { PURCHASE_ORDER_DOCUMENT_MAX_BYTES } from '@labo/domain/limits';
import { megabytes } from '@labo/domain/media-admin-schemas';
import { quoteDetailAnswerSchema, signedLinkQuerySchema } from '@labo/domain/offer-schemas';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '#http/file-answer';
import { readFileField } from '#http/multipart-upload';
import type { RouteApp } from '#http/route-app';
import { pdfDownloadAnswers, sessionReader } from './offer-routes';
import type { Answerer } from './offer-service';

// The purchase order's PDF (docs/product/offers.md#purchase-order-document): the buyer
// attaches it to their order, as its owner or through the offer mail's signed link; staff
// and the owner download the last one.

const tags = ['Offres'];
const params = z.object({ id: idParam });
const MAX_MB = megabytes(PURCHASE_ORDER_DOCUMENT_MAX_BYTES);

const refusals = {
  missing: 'Choisissez le PDF du bon de commande à joindre.',
  notMultipart: 'Envoyez le bon de commande en multipart/form-data, dans le champ « file ».',
  tooLarge: `Le bon de commande dépasse ${MAX_MB} Mo : envoyez un PDF plus léger.`,
};
const uploadErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

const UPLOAD_DESCRIPTION = `multipart/form-data, champ \`file\` : le bon de commande en PDF (${MAX_MB} Mo au plus), reconnu à son contenu. Seulement une fois l'offre acceptée (409 avant) ; un nouveau fichier remplace le précédent, qui reste dans l'historique. L'équipe le reçoit par e-mail. Réponse : le devis comme sa page le reçoit (purchase_order.document). 400 sans fichier, 413 au-delà de la taille, 415 pour un autre format ou une requête qui n'est pas multipart.`;
const LINK_RULE =
  "Par le lien signé de l'e-mail d'offre d'un devis envoyé sans compte (expires, signature) : 404 pour une signature fausse ou un autre devis, 410 pour un lien expiré.";

/** Receives the file once the caller is admitted, so that a refused caller sends nothing stored. */
async function attachFrom(app: RouteApp, id: number, answerer: Answerer, request: FastifyRequest) {
  const attacher = await app.purchaseOrders.admit(id, answerer);
  const file = await readFileField(request, PURCHASE_ORDER_DOCUMENT_MAX_BYTES, refusals);
  return app.purchaseOrders.attach(attacher, file);
}

function ownerUploadRoute(app: RouteApp): void {
  app.post(
    apiRoutes.purchaseOrderDocument,
    {
      schema: {
        tags,
        summary: 'Joindre le bon de commande en PDF',
        description: `${UPLOAD_DESCRIPTION} Pour le client à qui appartient le devis (403 pour un administrateur, 404 pour un autre client).`,
        consumes: ['multipart/form-data'],
        params,
        response: {
          200: quoteDetailAnswerSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          ...uploadErrors,
        },
      },
    },
    (request) => attachFrom(app, request.params.id, sessionReader(request), request),
  );
}

function linkUploadRoute(app: RouteApp): void {
  app.post(
    apiRoutes.linkedPurchaseOrderDocument,
    {
      schema: {
        tags,
        summary: 'Joindre le bon de commande en PDF, par lien signé',
        description: `${UPLOAD_DESCRIPTION} ${LINK_RULE}`,
        consumes: ['multipart/form-data'],
        params,
        querystring: signedLinkQuerySchema,
        response: { 200: quoteDetailAnswerSchema, 410: apiErrorSchema, ...uploadErrors },
      },
    },
    (request) => attachFrom(app, request.params.id, { link: request.query }, request),
  );
}

function downloadRoute(app: RouteApp): void {
  app.get(
    apiRoutes.purchaseOrderDocument,
    {
      schema: {
        tags,
        summary: 'Le bon de commande joint, en PDF',
        description:
          "Le dernier PDF de bon de commande joint par le client, sous son nom. Pour un administrateur ou le client à qui appartient le devis ; 404 pour tout autre, et quand aucun n'est joint.",
        params,
        response: pdfDownloadAnswers('Le bon de commande en PDF.'),
      },
    },
    async (request, reply) =>
      sendFile(reply, await app.purchaseOrders.download(request.params.id, sessionReader(request))),
  );
}

export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PURCHASE_ORDER_DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
  });
  ownerUploadRoute(app);
  linkUploadRoute(app);
  downloadRoute(app);
};
