import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer, PDF_TYPE, sendFile } from '#http/file-answer';
import type { RouteApp } from '#http/route-app';

const description =
  'Le devis en PDF (docs : devis PDF) : en-tête de la société, numéro, date, date de validité, client et adresses, lignes (référence, désignation, conditionnement, prix unitaire HT, remise, quantité, total HT), Total HT, TVA par taux, Total TTC, règle des frais de port, conditions générales de vente en dernière page. PDF/A-2b balisé, en français. Pour le client à qui appartient le devis ou un administrateur ; 404 pour tout autre devis, comme pour un devis inconnu. 401 sans jeton valide.';

const linkDescription =
  "Le même PDF sans connexion, par le lien signé que donne la réponse de l'envoi d'un devis (pdf_link) : ce devis seul, pendant 24 heures. 404 pour une signature fausse ou un autre devis, 410 pour un lien expiré.";

function linkRoute(app: RouteApp): void {
  const { quotes } = app;
  app.get(
    apiRoutes.quotePdfLink,
    {
      schema: {
        tags: ['Devis'],
        summary: 'Un devis en PDF par lien signé',
        description: linkDescription,
        params: z.object({ id: idParam }),
        querystring: z.object({
          expires: z.coerce.number().int().nonnegative(),
          signature: z.string().max(100),
        }),
        response: {
          200: fileAnswer('Le devis en PDF.', [PDF_TYPE]),
          400: apiErrorSchema,
          404: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendFile(reply, {
        ...(await quotes.pdfByLink(request.params.id, request.query)),
        contentType: PDF_TYPE,
      }),
  );
}

function protectedRoute(app: RouteApp): void {
  const { quotes } = app;
  app.get(
    apiRoutes.quotePdf,
    {
      schema: {
        tags: ['Devis'],
        summary: 'Un devis en PDF',
        description,
        params: z.object({ id: idParam }),
        response: {
          200: fileAnswer('Le devis en PDF.', [PDF_TYPE]),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendFile(reply, {
        ...(await quotes.pdf(request.params.id, request.user)),
        contentType: PDF_TYPE,
      }),
  );
}

/** GET /api/protected/quote/{id}/pdf and its signed link (docs/product/quote-request.md#quote-pdf). */
export const quotePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  protectedRoute(app);
  linkRoute(app);
};
