import { selfUserSchema } from '@labo/domain/auth-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's own account calls (docs/product/accounts.md#account-calls). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app;

  app.get(
    '/api/protected/self/info',
    {
      schema: {
        tags: ['Comptes'],
        summary: "Informations de l'utilisateur connecté",
        description:
          "L'utilisateur du jeton : noms, téléphone, e-mail, rôles (liste JSON : ROLE_USER, et ROLE_ADMIN pour un administrateur), adresse vérifiée ou non, adresses de facturation et de livraison par défaut (chaque champ présent, vide quand inconnu). 401 sans jeton valide.",
        response: { 200: selfUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => accounts.selfInfo(request.user.id),
  );
};
