import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, its middleware built once. @fastify/helmet
 * built it again for each request, parsing the Content-Security-Policy each time, a large
 * share of the server's CPU on a cached catalogue answer (decision 008,
 * docs/performance.md#helmets-middleware-per-request).
 */
const securityHeadersPlugin: FastifyPluginAsync<HelmetOptions> = async (app, options) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
};

/**
 * The same headers as a plain list, for answers written on the socket before any
 * request exists (edge-answers.ts). Helmet's headers depend on its options only.
 */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const values: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      values[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete values[name];
    },
  };
  // Helmet sets its headers synchronously and only reads the response's two methods.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return values;
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
