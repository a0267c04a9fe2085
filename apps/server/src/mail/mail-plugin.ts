import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { seedStaffRecipients } from './staff-recipients';

/**
 * Mail at the app's pace: the staff list is seeded and the worker starts when the app is
 * ready, and the worker stops, finishing its send in flight, when the app closes.
 * `startWorker: false` (tests) leaves the outbox to explicit drainOnce() calls.
 */
const mail: FastifyPluginAsync<{ startWorker: boolean }> = async (app, options) => {
  const { config, database, mail: worker } = app.services;
  app.addHook('onReady', async () => {
    await seedStaffRecipients(database.db, config.staffEmails);
    if (options.startWorker) worker.start();
  });
  app.addHook('onClose', () => worker.stop());
};

export const mailPlugin = fp(mail, { name: 'mail' });
