import { apiRoutes } from '@labo/domain/api-routes';
import {
  emptyAnswerSchema,
  passwordResetAnswerSchema,
  passwordResetPathSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@labo/domain/auth-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newPasswordSchema } from '#modules/auth/auth-public';
import { MAIL_LINK_RATE_LIMIT } from './mail-link-rate-limit';

/** An address or a token and a password, with room to spare. */
const RESET_BODY_LIMIT = 4 * 1024;

const requestDescription = `Demande de réinitialisation du mot de passe. Réponse 200 {} que l'adresse ait un compte ou non (même réponse, après le même travail : le jeton et l'e-mail sont écrits après la réponse) ; 400 pour une adresse invalide. Quand l'adresse (comparée sans tenir compte de la casse) a un compte, un e-mail part (file d'envoi, même transaction que le jeton) avec le lien {PUBLIC_URL}/credentials/recover/{jeton}/{id de l'utilisateur} : jeton aléatoire, enregistré haché (SHA-256), à usage unique, valable 1 heure. Le champ env est ignoré.
Limité à ${MAIL_LINK_RATE_LIMIT.max} demandes par 10 minutes et par adresse IP (429 au-delà).`;

const resetDescription = `Nouveau mot de passe avec le jeton du lien de réinitialisation, dans le chemin et répété dans le corps (resetToken). Réponse 200 : l'id et l'e-mail de l'utilisateur. Tous les jetons de connexion émis avant cessent de fonctionner (401), et l'adresse e-mail devient vérifiée.
400 \`invalid_token\` pour un jeton inconnu, déjà utilisé, expiré, ou différent de celui du chemin ; 400 avec \`fields\` pour un mot de passe de moins de 8 caractères, fait que d'espaces ou parmi les 10 000 mots de passe les plus courants. Un jeton utilisé rend aussi inutilisables les autres liens de réinitialisation du même compte.`;

/**
 * POST /exposed/password/reset/request and POST /exposed/password/{token}/user/reset
 * (docs/product/accounts.md#account-calls).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordResets } = app;

  app.post(
    apiRoutes.passwordResetRequest,
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Demander la réinitialisation du mot de passe',
        description: requestDescription,
        body: passwordResetRequestSchema,
        response: {
          200: emptyAnswerSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      bodyLimit: RESET_BODY_LIMIT,
      config: { rateLimit: MAIL_LINK_RATE_LIMIT },
    },
    async (request) => {
      await passwordResets.request(request.body.userEmail);
      return {};
    },
  );

  app.post(
    apiRoutes.passwordReset,
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Choisir un nouveau mot de passe',
        description: resetDescription,
        params: passwordResetPathSchema,
        body: passwordResetSchema.extend({ password: newPasswordSchema }),
        response: { 200: passwordResetAnswerSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
      bodyLimit: RESET_BODY_LIMIT,
    },
    async (request) => passwordResets.reset(request.params.token, request.body),
  );
};
