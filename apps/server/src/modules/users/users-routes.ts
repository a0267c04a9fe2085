import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { adminUsersSchema, staffEmailsSchema } from '@labo/domain/user-admin';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '#http/app-error';
import { replaceStaffRecipients, staffRecipients } from '#mail/staff-recipients-queries';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';
import { deleteUser, selectAdminUsers } from './users-queries';

const USER_NOT_FOUND = 'Utilisateur introuvable.';
const SELF_DELETION =
  'Vous ne pouvez pas supprimer votre propre compte : demandez-le à un autre administrateur.';

/** User management and the staff list (docs/product/admin.md#user-management), admins only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Before the body's validation: a customer learns nothing of the admin forms, only 403.
  app.addHook('preValidation', requireRole(ADMIN_ROLE));

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
    async () =>
      (await selectAdminUsers(db)).map((user) => ({
        ...user,
        activated: user.verified ? ('1' as const) : ('0' as const),
      })),
  );

  app.delete(
    apiRoutes.userDelete,
    {
      schema: {
        tags: ['Administration'],
        summary: 'Supprimer un utilisateur',
        description:
          "Suppression définitive d'un compte ; ses devis restent, détachés du compte, avec les coordonnées envoyées. Ses jetons cessent de fonctionner. 404 pour un compte inconnu ; 409 pour son propre compte. Réservé aux administrateurs.",
        params: z.object({ id: idParam }),
        response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema, ...roleDeniedAnswers },
      },
    },
    async (request, reply) => {
      if (request.params.id === request.user.id) {
        throw new AppError(409, 'self_deletion', SELF_DELETION);
      }
      if (!(await deleteUser(db, request.params.id))) throw notFound(USER_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  const staffSchema = {
    tags: ['Administration'],
    response: { 200: z.array(z.string()), 400: apiErrorSchema, ...roleDeniedAnswers },
  };
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
    async () => staffRecipients(db),
  );
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
    async (request) => {
      const unique = [...new Set(request.body.emails.map((email) => email.toLowerCase()))];
      await replaceStaffRecipients(db, unique);
      return unique;
    },
  );
};
