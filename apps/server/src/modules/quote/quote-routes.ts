import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { IDEMPOTENCY_KEY_MAX_CHARS, idempotencyKeySchema } from '@labo/domain/idempotency-key';
import { MAX_QUANTITY, MAX_QUOTE_TOTAL_HT_CENTS } from '@labo/domain/limits';
import { formatEuros } from '@labo/domain/money';
import {
  MAX_QUOTE_LINES,
  quoteCreatedAnswerSchema,
  quoteRequestSchema,
} from '@labo/domain/quote-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocalUnproxiedCall } from '#http/local-call';
import { optionalUser } from '#modules/auth/auth-public';

/**
 * A person sends a few quotes an hour at most; a script filling the outbox and the staff's
 * mailbox is stopped after 20 in 10 minutes per client address.
 */
export const QUOTE_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/**
 * 500 lines of {article_id, quantity}, the addresses and a 5,000-character comment take
 * under 64 kB; a quarter megabyte leaves room and still refuses a flood before parsing.
 */
export const QUOTE_BODY_LIMIT = 256 * 1024;

const description = `Envoi d'une demande de devis. Le jeton (Authorization: Bearer) est facultatif : avec un jeton valide, le devis appartient à son utilisateur ; un jeton invalide ou expiré donne 401.
- Les prix sont calculés ici seulement : prix de base HT et TVA actuels de chaque article, pourcentage de la campagne de promotion en cours à cet instant ; tout prix présent dans la requête est ignoré. Chaque ligne garde une copie (titre « marque - désignation », conditionnement, prix unitaire HT, pourcentage de remise, TVA).
- De 1 à ${MAX_QUOTE_LINES} lignes, un article au plus une fois, quantités entières de 1 à ${MAX_QUANTITY}. Un article inconnu ou retiré du catalogue refuse le devis entier (400, le message nomme les références, \`fields\` les lignes). Un total HT au-delà de ${formatEuros(MAX_QUOTE_TOTAL_HT_CENTS)} refuse le devis (400).
- Réponse 201 : id, numéro (sort_number, AAAAMM-id), totaux HT et TTC. Le devis est créé EN ATTENTE (PENDING) ; les e-mails (équipe commerciale, confirmation au client) partent ensuite de la file d'envoi, enregistrés dans la même transaction.
- En-tête facultatif Idempotency-Key (1 à ${IDEMPOTENCY_KEY_MAX_CHARS} caractères imprimables) : une requête renvoyée avec la même clé reçoit la réponse de la première, sans second devis ; la même clé avec une autre requête donne 422. Une clé n'appartient qu'à son client (l'utilisateur du jeton, sinon l'e-mail).
Limité à ${QUOTE_RATE_LIMIT.max} demandes par 10 minutes et par adresse (429 au-delà) ; corps de ${QUOTE_BODY_LIMIT / 1024} ko au plus (413).`;

/** POST /exposed/post/quote: docs/product/quote-request.md#quote-request-call. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app;

  app.post(
    apiRoutes.postQuote,
    {
      schema: {
        tags: ['Devis'],
        summary: 'Envoyer une demande de devis',
        description,
        security: [{}, { bearerAuth: [] }],
        body: quoteRequestSchema,
        // Loose: the other headers (Authorization, X-Forwarded-For…) must stay readable.
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() }),
        response: {
          201: quoteCreatedAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      bodyLimit: QUOTE_BODY_LIMIT,
      // Answers are a hundred bytes (201) to a few hundred (400), under the compression
      // threshold: this spares each one the plugin's encoding negotiation.
      compress: false,
      config: { rateLimit: { ...QUOTE_RATE_LIMIT, allowList: isLocalUnproxiedCall } },
    },
    async (request, reply) => {
      const userId = await optionalUser(request);
      const answer = await quotes.create({
        request: request.body,
        userId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(answer);
    },
  );
};
