import { apiRoutes } from '@labo/domain/api-routes';
import {
  ARTICLES_BY_IDS_MAX,
  ARTICLES_BY_REFERENCES_MAX,
  type ArticleDetail,
  type ArticleDetailAnswer,
  articleDetailAnswerSchema,
  articleListSchema,
  articlesByIdsRequestSchema,
  articlesByReferencesRequestSchema,
  campaignListSchema,
  flatCategoriesSchema,
  idParamSchema,
  referenceParamSchema,
  slugParamSchema,
} from '@labo/domain/catalog-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedAnswer } from '#http/cached-reply';
import type { RouteApp } from '#http/route-app';

const tags = ['Catalogue'];
// The detail routes wrap their one article in a list (docs/product/catalogue.md#catalogue-calls).
const detailAnswer = (article: ArticleDetail): ArticleDetailAnswer => ({ article: [article] });
const notFoundAnswers = { 400: apiErrorSchema, 404: apiErrorSchema };

function flatCategoriesRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.flatCategories,
    { schema: { tags, response: { 200: flatCategoriesSchema } } },
    (request, reply) =>
      sendCachedAnswer(catalog.answers, request, reply, 'categories', flatCategoriesSchema, () =>
        catalog.getFlatCategories(),
      ),
  );
}

function featuredArticlesRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.featuredArticles,
    { schema: { tags, response: { 200: articleListSchema } } },
    (request, reply) =>
      sendCachedAnswer(catalog.answers, request, reply, 'featured', articleListSchema, () =>
        catalog.listFeatured(),
      ),
  );
}

function underSubCategoryArticlesRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.underSubCategoryArticles,
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: articleListSchema, ...notFoundAnswers },
      },
    },
    (request, reply) =>
      sendCachedAnswer(
        catalog.answers,
        request,
        reply,
        `usc:${request.params.id}`,
        articleListSchema,
        () => catalog.listUnderSubCategoryArticles(request.params.id),
      ),
  );
}

function subCategoryArticlesRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.subCategoryArticles,
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: articleListSchema, ...notFoundAnswers },
      },
    },
    (request, reply) =>
      sendCachedAnswer(
        catalog.answers,
        request,
        reply,
        `sc:${request.params.id}`,
        articleListSchema,
        () => catalog.listSubCategoryArticles(request.params.id),
      ),
  );
}

function articleByIdRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.articleById,
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: articleDetailAnswerSchema, ...notFoundAnswers },
      },
    },
    (request, reply) =>
      sendCachedAnswer(
        catalog.answers,
        request,
        reply,
        `id:${request.params.id}`,
        articleDetailAnswerSchema,
        async () => detailAnswer(await catalog.getArticleById(request.params.id)),
      ),
  );
}

function articleBySlugRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.articleBySlug,
    {
      schema: {
        tags,
        params: slugParamSchema,
        response: { 200: articleDetailAnswerSchema, ...notFoundAnswers },
      },
    },
    (request, reply) =>
      sendCachedAnswer(
        catalog.answers,
        request,
        reply,
        `slug:${request.params.slug}`,
        articleDetailAnswerSchema,
        async () => detailAnswer(await catalog.getArticleBySlug(request.params.slug)),
      ),
  );
}

function articlesByReferenceRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.articlesByReference,
    {
      schema: {
        tags,
        params: referenceParamSchema,
        response: { 200: articleListSchema, 400: apiErrorSchema },
      },
    },
    (request) => catalog.listByReference(request.params.reference),
  );
}

function articlesByIdsRoute(app: RouteApp): void {
  const { catalog } = app;
  app.post(
    apiRoutes.articlesByIds,
    {
      schema: {
        tags,
        description: `Les articles d'un devis en une fois (au plus ${ARTICLES_BY_IDS_MAX} identifiants), pour que la page du devis affiche les prix et promotions du moment. Les articles retirés sont rendus avec soft_deleted « 1 » ; les identifiants inconnus sont absents.`,
        body: articlesByIdsRequestSchema,
        response: { 200: articleListSchema, 400: apiErrorSchema },
      },
    },
    (request) => catalog.listByIds(request.body.ids),
  );
}

function articlesByReferencesRoute(app: RouteApp): void {
  const { catalog } = app;
  app.post(
    apiRoutes.articlesByReferences,
    {
      schema: {
        tags,
        description: `Les articles d'une liste de références collée dans le devis (au plus ${ARTICLES_BY_REFERENCES_MAX} références), comparées sans tenir compte de la casse. Les articles retirés sont rendus avec soft_deleted « 1 » ; les références inconnues sont absentes.`,
        body: articlesByReferencesRequestSchema,
        response: { 200: articleListSchema, 400: apiErrorSchema },
      },
    },
    (request) => catalog.listByReferences(request.body.references),
  );
}

function activeCampaignsRoute(app: RouteApp): void {
  const { catalog } = app;
  app.get(
    apiRoutes.activeCampaigns,
    { schema: { tags, response: { 200: campaignListSchema } } },
    (request, reply) =>
      sendCachedAnswer(catalog.answers, request, reply, 'campaigns', campaignListSchema, () =>
        catalog.listActiveCampaigns(),
      ),
  );
}

/**
 * The public catalogue calls: docs/product/catalogue.md#catalogue-calls. Most answers come
 * from the catalogue's short-lived cache as JSON strings, already checked against the same
 * schemas the routes declare (http/answer-cache.ts).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  flatCategoriesRoute(app);
  featuredArticlesRoute(app);
  underSubCategoryArticlesRoute(app);
  subCategoryArticlesRoute(app);
  articleByIdRoute(app);
  articleBySlugRoute(app);
  articlesByReferenceRoute(app);
  articlesByIdsRoute(app);
  articlesByReferencesRoute(app);
  activeCampaignsRoute(app);
};
