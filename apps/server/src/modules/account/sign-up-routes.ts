import { apiRoutes } from '@labo/domain/api-routes';
import {
  createAccountRequestSchema,
  createdAccountAnswerSchema,
  emptyAnswerSchema,
  verifiedAccountAnswerSchema,
  verifyAccountRequestSchema,
} from '@labo/domain/auth-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '#http/route-app';
import { newPasswordSchema } from '#modules/auth/auth-public';
import { MAIL_LINK_RATE_LIMIT } from './mail-link-rate-limit';

/** Names, phone, address and password, with room to spare. */
const SIGN_UP_BODY_LIMIT = 8 * 1024;

const createDescription = `Création d'un compte client. Prénom, nom et téléphone facultatifs ; e-mail valide et mot de passe obligatoire d'au moins 8 caractères, pas seulement des espaces et hors des 10 000 mots de passe les plus courants (sinon 400 avec \`fields\`). L'adresse est enregistrée en minuscules : 409 \`email_taken\` quand elle a déjà un compte, quelle que soit sa casse.
Réponse 201 : id et e-mail du compte, rôle ROLE_USER, adresse non vérifiée. Un e-mail de vérification part (file d'envoi, même transaction) avec le lien {PUBLIC_URL}/account/verify/{jeton} : jeton aléatoire, enregistré haché (SHA-256), à usage unique, valable 7 jours.
Limité à ${MAIL_LINK_RATE_LIMIT.max} demandes par 10 minutes et par adresse IP (429 au-delà).`;

const verifyDescription = `Vérification de l'adresse e-mail avec le jeton du lien envoyé par e-mail (la page /account/verify/{jeton} du site l'envoie ici). Réponse 200 : l'adresse, vérifiée. Les devis envoyés sans compte avec cette adresse rejoignent alors l'historique du compte.
400 \`invalid_token\` quand le jeton est inconnu, déjà utilisé ou expiré. Un jeton utilisé rend aussi inutilisables les autres liens de vérification du même compte.`;

const resendDescription = `Envoie un nouvel e-mail de vérification à l'adresse du compte connecté (nouveau jeton valable 7 jours). Réponse 202 : {}. 409 \`already_verified\` quand l'adresse est déjà vérifiée.
Limité à ${MAIL_LINK_RATE_LIMIT.max} demandes par 10 minutes et par adresse IP (429 au-delà).`;

function createAccountRoute(app: RouteApp): void {
  const { signUps } = app;
  app.post(
    apiRoutes.createAccount,
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Créer un compte client',
        description: createDescription,
        body: createAccountRequestSchema.extend({ password: newPasswordSchema }),
        response: {
          201: createdAccountAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      bodyLimit: SIGN_UP_BODY_LIMIT,
      config: { rateLimit: MAIL_LINK_RATE_LIMIT },
    },
    async (request, reply) => reply.code(201).send(await signUps.create(request.body)),
  );
}

function verifyAccountRoute(app: RouteApp): void {
  const { signUps } = app;
  app.post(
    apiRoutes.verifyAccount,
    {
      schema: {
        tags: ['Comptes'],
        summary: "Vérifier l'adresse e-mail d'un compte",
        description: verifyDescription,
        body: verifyAccountRequestSchema,
        response: { 200: verifiedAccountAnswerSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
      bodyLimit: SIGN_UP_BODY_LIMIT,
    },
    async (request) => signUps.verify(request.body.token),
  );
}

function resendVerificationRoute(app: RouteApp): void {
  const { signUps } = app;
  app.post(
    apiRoutes.resendVerification,
    {
      schema: {
        tags: ['Comptes'],
        summary: "Renvoyer l'e-mail de vérification",
        description: resendDescription,
        response: {
          202: emptyAnswerSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: MAIL_LINK_RATE_LIMIT },
    },
    async (request, reply) => {
      await signUps.resendVerification(request.user.id);
      return reply.code(202).send({});
    },
  );
}

/**
 * POST /exposed/create/account, POST /exposed/account/verify and
 * POST /api/protected/self/verification/resend (docs/product/accounts.md#account-calls).
 */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  createAccountRoute(app);
  verifyAccountRoute(app);
  resendVerificationRoute(app);
};
