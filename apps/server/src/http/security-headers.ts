import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, its middleware built once. @fastify/helmet
 * built it again for each request, parsing the Content-Security-Policy each time: a
 * quarter of the server's CPU on a cached catalogue answer (decision 008).
 */
const securityHeadersPlugin: FastifyPluginAsync<HelmetOptions> = async (app, options) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
};

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
