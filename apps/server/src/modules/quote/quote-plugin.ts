import fp from 'fastify-plugin';
import { offerBuyerRoutes, offerLinkRoutes, offerStaffRoutes } from './offer-routes';
import { OfferService } from './offer-service';
import { quoteAdminRoutes } from './quote-admin-routes';
import { quoteHistoryRoutes } from './quote-history-routes';
import { quotePdfRoutes } from './quote-pdf-routes';
import { queueExpiryReminders } from './quote-reminder-queries';
import { quoteRoutes } from './quote-routes';
import { QuoteService } from './quote-service';

// Reminders fall due by the Paris day: a sweep every quarter of an hour queues each soon
// after its day begins.
const REMINDER_SWEEP_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteService;
    offers: OfferService;
  }
}

/**
 * Quote requests: the service that stores them with their mails, and its route; the
 * customer's quote history and a quote's PDF; the administrators' quote tracking.
 */
export const quotePlugin = fp(
  async (app) => {
    const service = new QuoteService(app.database.db, () => app.mail.wake(), app.signedLinks);
    app.decorate('quotes', service);
    app.mail.renderAttachments('quote_pdf', (source) => service.mailedPdf(source.quoteId));
    app.mail.schedule(
      'quote expiry reminders',
      () => queueExpiryReminders(app.database.db, new Date()),
      REMINDER_SWEEP_MS,
    );
    await app.register(quoteRoutes);
    await app.register(quoteHistoryRoutes);
    await app.register(quotePdfRoutes);
    await app.register(quoteAdminRoutes);

    const offers = new OfferService(
      app.database.db,
      () => app.mail.wake(),
      app.signedLinks,
      app.config.publicUrl,
    );
    app.decorate('offers', offers);
    for (const kind of ['offer_pdf', 'order_pdf'] as const) {
      // Registered for the offer kinds only: the quote's own is the quote service's.
      app.mail.renderAttachments(kind, (source) =>
        source.kind === 'quote_pdf' ? service.mailedPdf(source.quoteId) : offers.mailedPdf(source),
      );
    }
    await app.register(offerBuyerRoutes);
    await app.register(offerLinkRoutes);
    await app.register(offerStaffRoutes);
  },
  { name: 'quote', dependencies: ['mail', 'auth'], decorators: { fastify: ['database'] } },
);
