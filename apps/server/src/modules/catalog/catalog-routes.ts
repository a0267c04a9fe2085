import {
  type ArticleDetail,
  type ArticleDetailAnswer,
  articleDetailAnswerSchema,
  articleListSchema,
  campaignSchema,
  flatCategoriesSchema,
  idParamSchema,
  referenceParamSchema,
  slugParamSchema,
} from '@labo/domain/catalog-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Catalogue'];
// The detail routes wrap their one article in a list (SPEC §7).
const detailAnswer = (article: ArticleDetail): ArticleDetailAnswer => ({ article: [article] });
const notFoundAnswers = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Public catalogue calls of SPEC §7, answers shaped as API.md says. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.get(
    '/exposed/categories/flat',
    { schema: { tags, response: { 200: flatCategoriesSchema } } },
    () => catalog.getFlatCategories(),
  );

  app.get(
    '/exposed/featured/articles',
    { schema: { tags, response: { 200: articleListSchema } } },
    () => catalog.listFeatured(),
  );

  app.get(
    '/exposed/under/sub/category/:id/articles',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: articleListSchema, ...notFoundAnswers },
      },
    },
    (request) => catalog.listUnderSubCategoryArticles(request.params.id),
  );

  app.get(
    '/exposed/sub/category/:id/articles',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: articleListSchema, ...notFoundAnswers },
      },
    },
    (request) => catalog.listSubCategoryArticles(request.params.id),
  );

  app.get(
    '/exposed/detailed/:id/article',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: articleDetailAnswerSchema, ...notFoundAnswers },
      },
    },
    async (request) => detailAnswer(await catalog.getArticleById(request.params.id)),
  );

  app.get(
    '/exposed/detailed/by/:slug/article',
    {
      schema: {
        tags,
        params: slugParamSchema,
        response: { 200: articleDetailAnswerSchema, ...notFoundAnswers },
      },
    },
    async (request) => detailAnswer(await catalog.getArticleBySlug(request.params.slug)),
  );

  app.get(
    '/exposed/articles/by/:reference/reference',
    {
      schema: {
        tags,
        params: referenceParamSchema,
        response: { 200: articleListSchema, 400: apiErrorSchema },
      },
    },
    (request) => catalog.listByReference(request.params.reference),
  );

  app.get(
    '/exposed/active/sales/campaigns',
    { schema: { tags, response: { 200: z.array(campaignSchema) } } },
    () => catalog.listActiveCampaigns(),
  );
};
