import fp from 'fastify-plugin';
import { contactRoutes } from './contact-routes';
import { ContactService } from './contact-service';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

/** Contact messages: the service that stores them with their mails, and its route. */
export const contactPlugin = fp(
  async (app) => {
    app.decorate('contact', new ContactService(app.database.db, () => app.mail.wake()));
    await app.register(contactRoutes);
  },
  { name: 'contact', dependencies: ['mail'], decorators: { fastify: ['database'] } },
);
