import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '#db/database';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers). */
export const healthPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        await pingDatabase(app.database.db);
        return { status: 'ready' };
      } catch (error) {
        app.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'database unavailable' });
      }
    },
  );
};
