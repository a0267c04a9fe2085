import fp from 'fastify-plugin';
import { quoteRoutes } from './quote-routes';
import { QuoteService } from './quote-service';

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteService;
  }
}

/** Quote requests: the service that stores them with their mails, and its route. */
export const quotePlugin = fp(
  async (app) => {
    app.decorate('quotes', new QuoteService(app.database.db, () => app.mail.wake()));
    await app.register(quoteRoutes);
  },
  { name: 'quote', dependencies: ['mail', 'auth'], decorators: { fastify: ['database'] } },
);
