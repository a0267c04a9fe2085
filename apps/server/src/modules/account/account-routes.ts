import { apiRoutes } from '@labo/domain/api-routes';
import { personalInfoRequestSchema, selfUserSchema } from '@labo/domain/auth-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from '#http/route-app';

/** Names, phone and two addresses, with room to spare. */
const PERSONAL_INFO_BODY_LIMIT = 16 * 1024;

const personalInfoDescription = `Mise à jour des informations personnelles du client connecté : prénom, nom, adresses de facturation et de livraison par défaut (chaque champ de l'adresse présent, vide quand inconnu) ; téléphone facultatif (absent : inchangé) ; IBAN envoyé vide et ignoré. L'e-mail ne change pas ici (page de contact). Réponse 200 : l'utilisateur mis à jour. 400 avec \`fields\` pour un texte trop long, un caractère nul ou un champ d'un autre type. 401 sans jeton valide.`;

const deleteDescription = `Suppression définitive du compte du client connecté. Ses devis restent à la boutique, détachés du compte (coordonnées du devis conservées) ; ses liens de vérification et de réinitialisation sont effacés ; tous ses jetons cessent de fonctionner (401). Réponse 204. 409 pour le seul administrateur de la boutique, dont le compte reste.`;

function selfInfoRoute(app: RouteApp): void {
  const { accounts } = app;
  app.get(
    apiRoutes.selfInfo,
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
}

function selfPersonalInfoRoute(app: RouteApp): void {
  const { accounts } = app;
  app.put(
    apiRoutes.selfPersonalInfo,
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Mettre à jour ses informations personnelles',
        description: personalInfoDescription,
        body: personalInfoRequestSchema,
        response: {
          200: selfUserSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
      bodyLimit: PERSONAL_INFO_BODY_LIMIT,
    },
    async (request) => accounts.updatePersonalInfo(request.user.id, request.body),
  );
}

function selfDeleteRoute(app: RouteApp): void {
  const { accounts } = app;
  app.delete(
    apiRoutes.selfDelete,
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Supprimer son compte',
        description: deleteDescription,
        response: { 204: z.null(), 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await accounts.delete(request.user.id);
      return reply.code(204).send(null);
    },
  );
}

/** The customer's own account calls (docs/product/accounts.md#account-calls). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  selfInfoRoute(app);
  selfPersonalInfoRoute(app);
  selfDeleteRoute(app);
};
