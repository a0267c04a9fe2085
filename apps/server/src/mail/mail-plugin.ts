import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import { seedStaffRecipients } from './staff-recipients-queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox: modules wake it after committing a mail, tests drain it. */
    mail: MailWorker;
  }
}

/**
 * Mail at the app's pace: the staff list is seeded, the transport opened and the worker
 * started when the app is ready, and the worker stops, abandoning its send in flight to
 * the next process (decision 006), when the app closes.
 * `startWorker: false` (tests) leaves the outbox to explicit drainOnce() calls.
 */
const mail: FastifyPluginAsync<{ startWorker: boolean }> = async (app, options) => {
  const transport = createMailTransport(app.config, app.log);
  const worker = new MailWorker({
    db: app.database.db,
    transport,
    log: app.log.child({ module: 'mail' }),
    leaseMs: app.config.mailLeaseMs,
  });
  app.decorate('mail', worker);
  app.addHook('onReady', async () => {
    await seedStaffRecipients(app.database.db, app.config.staffEmails);
    await transport.open();
    if (options.startWorker) worker.start();
  });
  app.addHook('onClose', () => worker.stop());
};

export const mailPlugin = fp(mail, {
  name: 'mail',
  decorators: { fastify: ['config', 'database'] },
});
