import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';

/**
 * A session lasts a day; the client renews it when less than 120 minutes remain
 * (docs/product/accounts.md#token-renewal).
 */
const TOKEN_LIFETIME = '1d';

/** What a token carries: `sub` is the user id, as text as JWT wants it. */
interface TokenPayload {
  sub: string;
  email: string;
  roles: string[];
}

/** The caller of a request, once its token is checked against the users table. */
export interface AuthUser {
  id: number;
  email: string;
  roles: string[];
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

/** Registers @fastify/jwt with the configured secret (HS256, stateless: no session kept). */
export const authPlugin = fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { expiresIn: TOKEN_LIFETIME },
      formatUser: (payload) => ({
        id: Number(payload.sub),
        email: payload.email,
        roles: payload.roles,
      }),
    });
  },
  { name: 'auth', decorators: { fastify: ['config'] } },
);
