import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { adminUsersSchema, staffEmailsSchema } from '@labo/domain/user-admin';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from '#http/route-app';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';

const staffSchema = {
  tags: ['Administration'],
  response: { 200: z.array(z.string()), 400: apiErrorSchema, ...roleDeniedAnswers },
};

function allUsersRoute(app: RouteApp): void {
  const { users } = app;
  app.get(
    apiRoutes.allUsers,
    {
      schema: {
        tags: ['Administration'],
        summary: 'Liste des utilisateurs',
        description:
          'Tous les comptes, du plus récent au plus ancien : id, noms, e-mail, téléphone, adresse vérifiée (activated "1"/"0" et verified), rôles. Réservé aux administrateurs.',
        response: { 200: adminUsersSchema, ...roleDeniedAnswers },
      },
    },
    () => users.list(),
  );
}

function userDeleteRoute(app: RouteApp): void {
  const { users } = app;
  app.delete(
    apiRoutes.userDelete,
    {
      schema: {
        tags: ['Administration'],
        summary: 'Supprimer un utilisateur',
        description:
          "Suppression définitive d'un compte ; ses devis restent, détachés du compte, avec les coordonnées envoyées. Ses jetons cessent de fonctionner. 404 pour un compte inconnu ; 409 pour son propre compte. Réservé aux administrateurs.",
        params: z.object({ id: idParam }),
        response: {
          204: z.null(),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    async (request, reply) => {
      await users.delete(request.params.id, request.user.id);
      return reply.code(204).send(null);
    },
  );
}

function staffEmailsReadRoute(app: RouteApp): void {
  const { users } = app;
  app.get(
    apiRoutes.staffEmails,
    {
      schema: {
        ...staffSchema,
        summary: 'Adresses du personnel notifiées',
        description:
          'Les adresses qui reçoivent chaque nouvelle demande de devis et chaque message de contact. Réservé aux administrateurs.',
      },
    },
    () => users.staffEmails(),
  );
}

function staffEmailsReplaceRoute(app: RouteApp): void {
  const { users } = app;
  app.put(
    apiRoutes.staffEmails,
    {
      schema: {
        ...staffSchema,
        summary: 'Remplacer les adresses du personnel notifiées',
        description:
          'Remplace la liste ({ emails }) : adresses valides, 20 au plus, doublons retirés (sans tenir compte de la casse). Une liste vide n’envoie plus de courriel au personnel. 400 avec `fields` pour une adresse invalide. Réservé aux administrateurs.',
        body: staffEmailsSchema,
      },
    },
    (request) => users.replaceStaffEmails(request.body.emails),
  );
}

/** User management and the staff list (docs/product/admin.md#user-management), admins only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body's validation: a customer learns nothing of the admin forms, only 403.
  app.addHook('preValidation', requireRole(ADMIN_ROLE));

  allUsersRoute(app);
  userDeleteRoute(app);
  staffEmailsReadRoute(app);
  staffEmailsReplaceRoute(app);
};
