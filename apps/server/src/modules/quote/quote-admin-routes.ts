import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import {
  adminQuotesAnswerSchema,
  pipeStatusParamSchema,
  quoteExportQuerySchema,
  quoteListQuerySchema,
  statusChangeRequestSchema,
} from '@labo/domain/quote-list-schemas';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_TYPE, fileAnswer, sendFile, XLSX_TYPE } from '#http/file-answer';
import type { RouteApp } from '#http/route-app';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';

const tags = ['Administration'];
const statusParams = z.object({ status: pipeStatusParamSchema });

function quotesByStatusRoute(app: RouteApp): void {
  const { quotes } = app;
  app.get(
    apiRoutes.quotesByStatus,
    {
      schema: {
        tags,
        summary: "Devis d'un statut",
        description:
          "Les devis d'un statut (PENDING, ON_GOING ou ARCHIVED ; 400 sinon), du plus récent au plus ancien, seulement ceux dont la négociation en est à negotiation (requested, offer_sent, changes_requested, accepted, declined, expired) quand il est donné, avec leurs lignes, les coordonnées du client (firstName, lastName, email, phone, comment, user_id) et l'historique de leurs changements de statut (from, to, at, by). Réservé aux administrateurs.",
        params: statusParams,
        querystring: quoteListQuerySchema,
        response: { 200: adminQuotesAnswerSchema, 400: apiErrorSchema, ...roleDeniedAnswers },
      },
    },
    (request) => quotes.byStatus(request.params.status, request.query.negotiation),
  );
}

function quotesByStatusExportRoute(app: RouteApp): void {
  const { quotes } = app;
  app.get(
    apiRoutes.quotesByStatusExport,
    {
      schema: {
        tags,
        summary: "Devis d'un statut en CSV ou en classeur Excel",
        description:
          'Les mêmes devis, format=csv (par défaut) : CSV pour un tableur français (UTF-8 avec BOM, points-virgules), colonnes Numéro, Date, État, Client, Société / laboratoire, Adresse de facturation, Adresse e-mail, Téléphone, Articles, Lignes (référence · désignation × quantité), Total HT, Total TTC ; format=xlsx : classeur aux cellules typées (dates, montants en euros, références et téléphones en texte), feuilles Devis et Lignes. Nom du fichier en UTF-8 (filename*) avec un équivalent ASCII (filename). Réservé aux administrateurs.',
        params: statusParams,
        querystring: quoteExportQuerySchema,
        response: {
          200: fileAnswer('Le fichier CSV ou le classeur Excel.', [CSV_TYPE, XLSX_TYPE]),
          400: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    async (request, reply) => {
      const file = await quotes.export(request.params.status, request.query.format);
      return sendFile(reply, file);
    },
  );
}

function quoteStatusRoute(app: RouteApp): void {
  const { quotes } = app;
  app.post(
    apiRoutes.quoteStatus,
    {
      schema: {
        tags,
        summary: "Changer le statut d'un devis",
        description:
          "{ new_status } : PENDING, ON_GOING ou ARCHIVED, sans ordre imposé (400 sinon). Le changement est enregistré (qui, quand, de, vers) ; le même statut ne change ni n'enregistre rien. Réponse : le devis tel que les listes d'administration le donnent. 404 pour un devis inconnu. Réservé aux administrateurs.",
        params: z.object({ id: idParam }),
        body: statusChangeRequestSchema,
        response: {
          200: adminQuotesAnswerSchema.shape.quotes.element,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => quotes.changeStatus(request.params.id, request.body.new_status, request.user.id),
  );
}

/** Quote tracking for administrators (docs/product/admin.md#quote-tracking). */
export const quoteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a customer gets 403 whatever the parameters.
  app.addHook('preValidation', requireRole(ADMIN_ROLE));

  quotesByStatusRoute(app);
  quotesByStatusExportRoute(app);
  quoteStatusRoute(app);
};
