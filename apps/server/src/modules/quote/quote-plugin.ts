import fp from 'fastify-plugin';
import type { MailAttachmentSource } from '#db/schema';
import { offerBuyerRoutes, offerLinkRoutes, offerStaffRoutes } from './offer-routes';
import { OfferService } from './offer-service';
import { purchaseOrderRoutes } from './purchase-order-routes';
import { PurchaseOrderService } from './purchase-order-service';
import { quoteAdminRoutes } from './quote-admin-routes';
import { quoteHistoryRoutes } from './quote-history-routes';
import { quotePdfRoutes } from './quote-pdf-routes';
import { queueExpiryReminders } from './quote-reminder-queries';
import { quoteRoutes } from './quote-routes';
import { QuoteService } from './quote-service';

// Reminders fall due by the Paris day: a sweep every quarter of an hour queues each soon
// after its day begins.
const REMINDER_SWEEP_MS = 15 * 60_000;

const ATTACHMENT_KINDS = [
  'quote_pdf',
  'offer_pdf',
  'order_pdf',
  'purchase_order_document',
] as const satisfies readonly MailAttachmentSource['kind'][];

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteService;
    offers: OfferService;
    purchaseOrders: PurchaseOrderService;
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
    const purchaseOrders = new PurchaseOrderService(
      app.database.db,
      () => app.mail.wake(),
      offers,
      app.config.publicUrl,
    );
    app.decorate('purchaseOrders', purchaseOrders);
    // The files this module's mails attach, made when the worker sends them (decision 006).
    const render = (source: MailAttachmentSource) => {
      switch (source.kind) {
        case 'quote_pdf':
          return service.mailedPdf(source.quoteId);
        case 'purchase_order_document':
          return purchaseOrders.mailedDocument(source.documentId);
        default:
          return offers.mailedPdf(source);
      }
    };
    for (const kind of ATTACHMENT_KINDS) app.mail.renderAttachments(kind, render);
    await app.register(offerBuyerRoutes);
    await app.register(offerLinkRoutes);
    await app.register(offerStaffRoutes);
    await app.register(purchaseOrderRoutes);
  },
  { name: 'quote', dependencies: ['mail', 'auth'], decorators: { fastify: ['database'] } },
);
