import { LOGIN_FAILED, TOO_MANY_LOGIN_ATTEMPTS } from '@labo/domain/account-messages';
import { apiRoutes } from '@labo/domain/api-routes';
import { loginRequestSchema, tokenAnswerSchema } from '@labo/domain/auth-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { SESSION_MAX_DAYS } from '@labo/domain/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from '#http/route-app';
import { bumpTokenVersion } from './auth-queries';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from './login-queries';
import { signSessionToken } from './session-token';

/** An address and a password, with room to spare. */
const LOGIN_BODY_LIMIT = 4 * 1024;

const loginDescription = `Connexion : renvoie un jeton (JWT signé HS256, valable 24 heures, portant l'id de l'utilisateur \`sub\`, sa version de jeton \`ver\` et l'heure de cette connexion \`auth_time\`) à présenter ensuite dans l'en-tête Authorization: Bearer. L'adresse e-mail est comparée sans tenir compte de la casse ; une adresse non encore vérifiée peut se connecter.
- 401 \`invalid_credentials\` avec le message « ${LOGIN_FAILED} », que l'adresse soit inconnue ou le mot de passe faux.
- Après ${LOGIN_MAX_FAILURES} échecs pour une même adresse depuis une même adresse IP en ${LOGIN_WINDOW_MINUTES} minutes (fenêtre glissante, commune à tous les processus du serveur), 429 \`too_many_attempts\` avec l'en-tête Retry-After (secondes) ; une connexion réussie efface les échecs de cette adresse depuis cette IP. Jamais de blocage définitif.
- 400 pour un corps mal formé.`;

const renewDescription = `Renouvelle le jeton présenté (Authorization: Bearer) : renvoie un nouveau jeton valable 24 heures, sans dépasser ${SESSION_MAX_DAYS} jours après la connexion par mot de passe (\`auth_time\`, conservé d'un renouvellement à l'autre). 401 \`unauthorized\` quand le jeton manque, a expiré, a été modifié, a été émis avant une réinitialisation du mot de passe ou une déconnexion, que son utilisateur n'existe plus, ou que la session a atteint ses ${SESSION_MAX_DAYS} jours : il faut alors se reconnecter.`;

const logoutDescription = `Déconnexion : le jeton présenté et tous les autres jetons de l'utilisateur, sur tous ses appareils, cessent de fonctionner (sa version de jeton augmente). Réponse 204. 401 quand le jeton n'est déjà plus valable.`;

function loginRoute(app: RouteApp): void {
  const { login } = app;
  app.post(
    apiRoutes.login,
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Se connecter',
        description: loginDescription,
        body: loginRequestSchema,
        response: {
          200: tokenAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      bodyLimit: LOGIN_BODY_LIMIT,
    },
    async (request, reply) => {
      const outcome = await login.login(request.body, request.ip);
      switch (outcome.kind) {
        case 'logged-in':
          return { token: signSessionToken(app, outcome.user) };
        case 'refused':
          return reply.code(401).send({ error: 'invalid_credentials', message: LOGIN_FAILED });
        case 'limited':
          return reply
            .code(429)
            .header('retry-after', String(outcome.retryAfterSeconds))
            .send({
              error: 'too_many_attempts',
              message: TOO_MANY_LOGIN_ATTEMPTS(Math.ceil(outcome.retryAfterSeconds / 60)),
            });
      }
    },
  );
}

function renewTokenRoute(app: RouteApp): void {
  app.get(
    apiRoutes.renewToken,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Comptes'],
        summary: 'Renouveler le jeton de connexion',
        description: renewDescription,
        security: [{ bearerAuth: [] }],
        response: { 200: tokenAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ token: signSessionToken(app, request.user) }),
  );
}

function logoutRoute(app: RouteApp): void {
  app.post(
    apiRoutes.selfLogout,
    {
      schema: {
        tags: ['Comptes'],
        summary: 'Se déconnecter',
        description: logoutDescription,
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await bumpTokenVersion(app.database.db, request.user.id);
      return reply.code(204).send(null);
    },
  );
}

/**
 * POST /api/login_check, GET /exposed/renew/jwt and POST /api/protected/self/logout
 * (docs/product/accounts.md#account-calls).
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  loginRoute(app);
  renewTokenRoute(app);
  logoutRoute(app);
};
