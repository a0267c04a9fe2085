import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import {
  SEARCH_MAX_WORDS,
  searchAnswerSchema,
  searchRequestSchema,
} from '@labo/domain/search-schemas';
import type { FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedAnswer } from '#http/cached-reply';
import { isLocalUnproxiedCall } from '#http/local-call';
import { invalidSearchQuery, SEARCH_RESULTS_CAP, searchableSequence } from './search-service';

/**
 * A public call that costs a few database queries: generous for a person typing (the
 * button needs a click or Enter), low enough to stop a script from scraping the
 * catalogue through it. Counted per client address (request.ip, behind the proxy).
 */
export const SEARCH_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const description = `Recherche d'articles. La requête est normalisée (minuscules, sans accents, ponctuation ignorée) et doit garder au moins 3 caractères, sinon 400.
- match_full_sequence : articles dont le texte (référence, référence secondaire, désignation, marque, conditionnement) contient la requête entière ; la référence exacte (séparateurs ignorés : « dur100002 », « DUR-100002 ») d'abord, puis les articles mis en avant, puis l'ordre des désignations.
- match_intersects : les autres articles contenant tous les mots, puis certains mots, les plus de mots d'abord (${SEARCH_MAX_WORDS} premiers mots ; un mot de moins de 4 caractères ne suffit pas seul à faire entrer un article). Un mot de 5 lettres ou plus qui n'est pas un mot du catalogue est aussi cherché corrigé d'une faute de frappe (« pipete » trouve « pipette » ici).
Aucun article n'apparaît deux fois ; les articles retirés jamais. Au plus ${SEARCH_RESULTS_CAP} articles par liste. Limité à ${SEARCH_RATE_LIMIT.max} requêtes par minute et par adresse (429 au-delà).`;

/**
 * The 400 for a body that failed the schema: a query too short or too long gets the
 * schema's own French message (docs/product/search.md#query-rule), rather than the
 * generic one; anything else (no body, no query, not text) goes to the app's error
 * handler unchanged.
 */
function searchInputError(error: Error & { validation: FastifySchemaValidationError[] }): Error {
  const queryIssue = error.validation.find(
    (issue) =>
      issue.instancePath === '/query' &&
      (issue.keyword === 'too_small' || issue.keyword === 'too_big'),
  );
  return queryIssue?.message ? invalidSearchQuery(queryIssue.message) : error;
}

/** POST /exposed/search/articles: docs/product/search.md#search-call. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, articleSearch } = app;

  app.post(
    apiRoutes.searchArticles,
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Rechercher des articles',
        description,
        body: searchRequestSchema,
        response: {
          200: searchAnswerSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      // The handler words the 400 itself (searchInputError).
      attachValidation: true,
      config: { rateLimit: { ...SEARCH_RATE_LIMIT, allowList: isLocalUnproxiedCall } },
    },
    (request, reply) => {
      if (request.validationError) throw searchInputError(request.validationError);
      const sequence = searchableSequence(request.body.query);
      // Cached like the catalogue's lists, and cleared with them by an import.
      return sendCachedAnswer(
        catalog.answers,
        request,
        reply,
        `search:${sequence}`,
        searchAnswerSchema,
        () => articleSearch.search(sequence),
      );
    },
  );
};
