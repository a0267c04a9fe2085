import { apiRoutes } from '@labo/domain/api-routes';
import {
  campaignAddAnswerSchema,
  campaignCreateSchema,
  campaignsSchema,
  campaignUpdateSchema,
} from '@labo/domain/campaign-admin-schemas';
import { articleListSchema, campaignSchema } from '@labo/domain/catalog-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from '#http/route-app';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';

const tags = ['Promotions'];
const campaignParams = z.object({ id: idParam });
const linkParams = z.object({ campaignId: idParam, articleId: idParam });
const ADMINS_ONLY = ' Réservé aux administrateurs.';

function allCampaignsRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.get(
    apiRoutes.allCampaigns,
    {
      schema: {
        tags,
        summary: 'Toutes les campagnes de promotion',
        description: `Toutes les campagnes, de la plus récente à la plus ancienne par date de début ; le client les classe en cours, à venir et terminées.${ADMINS_ONLY}`,
        response: { 200: campaignsSchema, ...roleDeniedAnswers },
      },
    },
    () => campaigns.list(),
  );
}

function campaignArticlesRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.get(
    apiRoutes.campaignArticles,
    {
      schema: {
        tags,
        summary: "Articles d'une campagne",
        description: `Les articles liés à la campagne, retirés de la vente compris (soft_deleted « 1 »). 404 pour une campagne inconnue.${ADMINS_ONLY}`,
        params: campaignParams,
        response: {
          200: articleListSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    async (request) => app.catalog.listByIds(await campaigns.articleIds(request.params.id)),
  );
}

function campaignCreateRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.post(
    apiRoutes.campaignCreate,
    {
      schema: {
        tags,
        summary: 'Créer une campagne',
        description: `{ startDateTime, endDateTime, title, percentage } : dates « AAAA-MM-JJ HH:mm:ss » à l'heure de Paris, dont seul le jour compte (la campagne commence à 00:00:00 et finit à 23:59:59) ; titre non vide ; pourcentage entier strictement compris entre 0 et 99 ; fin non antérieure au début. 400 avec \`fields\` sinon, chaque message une phrase à lire sous son champ (« Choisissez le premier jour. »). Réponse 201 : la campagne.${ADMINS_ONLY}`,
        body: campaignCreateSchema,
        response: { 201: campaignSchema, 400: apiErrorSchema, ...roleDeniedAnswers },
      },
    },
    async (request, reply) => reply.code(201).send(await campaigns.create(request.body)),
  );
}

function campaignAddArticleRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.get(
    apiRoutes.campaignAddArticle,
    {
      schema: {
        tags,
        summary: 'Ajouter un article à une campagne',
        description: `Réponse 200 { added: true }, ou 200 { added: false, overlapping_sales_campaign: { id, title } } quand une campagne en cours ou à venir de l'article recouvre la période de celle-ci (bornes comprises). 404 pour une campagne ou un article inconnu.${ADMINS_ONLY}`,
        params: linkParams,
        response: {
          200: campaignAddAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => campaigns.addArticle(request.params.campaignId, request.params.articleId),
  );
}

function campaignCloseRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.put(
    apiRoutes.campaignClose,
    {
      schema: {
        tags,
        summary: 'Clôturer une campagne',
        description: `La campagne en cours se termine aujourd'hui à 23:59:59 (heure de Paris). 409 pour une campagne terminée ou pas encore commencée (supprimez-la plutôt).${ADMINS_ONLY}`,
        params: campaignParams,
        response: {
          200: campaignSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => campaigns.close(request.params.id),
  );
}

function campaignUpdateRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.put(
    apiRoutes.campaignUpdate,
    {
      schema: {
        tags,
        summary: 'Modifier une campagne',
        description: `{ title, percentage } : mêmes règles qu'à la création. 400 avec \`fields\` sinon.${ADMINS_ONLY}`,
        params: campaignParams,
        body: campaignUpdateSchema,
        response: {
          200: campaignSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => campaigns.update(request.params.id, request.body),
  );
}

function campaignDeleteRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.delete(
    apiRoutes.campaignDelete,
    {
      schema: {
        tags,
        summary: 'Supprimer une campagne',
        description: `La campagne et ses liens aux articles ; les devis envoyés gardent le pourcentage avec lequel ils ont été chiffrés. 204.${ADMINS_ONLY}`,
        params: campaignParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...roleDeniedAnswers },
      },
    },
    async (request, reply) => {
      await campaigns.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function campaignRemoveArticleRoute(app: RouteApp): void {
  const { campaigns } = app;
  app.delete(
    apiRoutes.campaignRemoveArticle,
    {
      schema: {
        tags,
        summary: "Retirer un article d'une campagne",
        description: `204, aussi quand l'article n'y était pas. 404 pour une campagne inconnue.${ADMINS_ONLY}`,
        params: linkParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...roleDeniedAnswers },
      },
    },
    async (request, reply) => {
      await campaigns.removeArticle(request.params.campaignId, request.params.articleId);
      return reply.code(204).send(null);
    },
  );
}

/** docs/product/promotions.md#campaign-calls, administrators only. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body's validation: a customer learns nothing of the admin forms, only 403.
  app.addHook('preValidation', requireRole(ADMIN_ROLE));

  allCampaignsRoute(app);
  campaignArticlesRoute(app);
  campaignCreateRoute(app);
  campaignAddArticleRoute(app);
  campaignCloseRoute(app);
  campaignUpdateRoute(app);
  campaignDeleteRoute(app);
  campaignRemoveArticleRoute(app);
};
