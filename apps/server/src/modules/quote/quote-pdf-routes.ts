import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '#http/attachment-disposition';
import { fileAnswer, PDF_TYPE } from '#http/file-answer';

const description =
  'Le devis en PDF (docs : devis PDF) : en-tête de la société, numéro, date, date de validité, client et adresses, lignes (référence, désignation, conditionnement, prix unitaire HT, remise, quantité, total HT), Total HT, TVA par taux, Total TTC, règle des frais de port, conditions générales de vente en dernière page. PDF/A-2b balisé, en français. Pour le client à qui appartient le devis ou un administrateur ; 404 pour tout autre devis, comme pour un devis inconnu. 401 sans jeton valide.';

/** GET /api/protected/quote/{id}/pdf (docs/product/quote-request.md#quote-pdf). */
export const quotePdfRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => {
      const file = await quotes.pdf(request.params.id, request.user);
      return reply
        .type(PDF_TYPE)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.body);
    },
  );
};
