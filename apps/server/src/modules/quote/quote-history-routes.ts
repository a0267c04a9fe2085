import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { quotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const description = `Les devis du client connecté et leurs lignes, du plus récent au plus ancien : ceux envoyés avec son jeton, et ceux envoyés sans compte avec son adresse e-mail une fois cette adresse vérifiée (avant ou après la vérification). Jamais les devis d'un autre client. Les lignes de tous les devis sont dans une seule liste, chacune avec quote_id (texte). 401 sans jeton valide.`;

/** GET /api/protected/my/quotes (docs/product/accounts.md#quote-history). */
export const quoteHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app;

  app.get(
    apiRoutes.myQuotes,
    {
      schema: {
        tags: ['Devis'],
        summary: 'Historique des devis du client connecté',
        description,
        response: { 200: quotesAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => quotes.history(request.user.id),
  );
};
