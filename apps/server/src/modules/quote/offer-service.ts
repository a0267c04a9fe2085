import { quoteLineTitle } from '@labo/domain/article-text';
import { parisDateYmd, toIsoWithParisOffset } from '@labo/domain/dates';
import { MAX_QUOTE_TOTAL_HT_CENTS, QUOTE_VALIDITY_DAYS } from '@labo/domain/limits';
import { QUOTE_TOTAL_TOO_HIGH } from '@labo/domain/messages';
import { parseWireMoney } from '@labo/domain/money';
import {
  type NegotiationEvent,
  NegotiationRefusal,
  nextNegotiationState,
  pipeStatusAfter,
} from '@labo/domain/negotiation';
import type {
  OfferDraft,
  OfferDraftRequest,
  QuoteDetailAnswer,
  SignedLinkQuery,
} from '@labo/domain/offer-schemas';
import { shippingFeeCents } from '@labo/domain/offer-totals';
import type { QuoteExportFormat } from '@labo/domain/quote-list-schemas';
import { parseWirePercent } from '@labo/domain/wire-percent';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '#db/database';
import { type OfferLineRow, quotes } from '#db/schema';
import { AppError, badRequest, notFound } from '#http/app-error';
import { CSV_TYPE, type DownloadedFile, PDF_TYPE, XLSX_TYPE } from '#http/file-answer';
import type { SignedLinks } from '#modules/auth/auth-public';
import { quoteHistory } from './offer-history';
import { offerLink, offerLinkSubject } from './offer-link';
import {
  adminQuotePageLink,
  offerAnswerStaffMail,
  offerMailQuote,
  offerSentMail,
  orderConfirmationMail,
} from './offer-mails';
import {
  type DraftRow,
  insertOffer,
  negotiationStep,
  type OfferRow,
  saveDraft,
  selectDraft,
  selectDraftContext,
  selectEvents,
  selectOffers,
  selectOffersOf,
} from './offer-queries';
import { type OfferContent, totalsOf, toWireDraft, toWireOffer } from './offer-wire';
import { orderExportRows, ordersCsv, ordersExportFileName, ordersXlsx } from './order-export';
import { selectLatestDocument } from './purchase-order-queries';
import { type AdminQuotes, selectAdminQuotes } from './quote-list-queries';
import { renderQuotePdf } from './quote-pdf';
import { offerPdfData } from './quote-pdf-data';
import { changedBy, toAdminQuotesAnswer } from './quote-wire';

// The negotiation of a quote (docs/product/offers.md): staff prepare a draft and send it as
// offer version N; the buyer, logged in or through the mail's signed link, accepts it,
// asks for changes or declines it.

const QUOTE_NOT_FOUND = 'Devis introuvable.';
const OFFER_NOT_FOUND = 'Offre introuvable.';
const OFFER_LINK_EXPIRED =
  "Ce lien a expiré avec l'offre : demandez-en le renouvellement en répondant à son e-mail, ou contactez nos équipes.";
const OFFER_WITHOUT_LINES = "L'offre n'a aucune ligne : ajoutez-en une avant de l'envoyer.";
const OFFER_VALIDITY_PAST =
  "La date de validité de l'offre est passée : choisissez-en une à venir avant de l'envoyer.";
const ARTICLE_UNKNOWN = 'Article introuvable dans le catalogue.';
const STAFF_NOT_BUYER = "Seul le client à qui appartient le devis peut répondre à l'offre.";
const draftSavedFirst = (by: string | null) =>
  `${by ?? 'Quelqu’un d’autre'} a enregistré cette offre avant vous : rechargez-la pour voir ses changements, puis refaites les vôtres.`;

// Path of the web app the offer mail links to (apps/web/src/config/paths.ts).
const myQuotesPath = '/my/account/quotes';

/** Who reads a quote: staff see everything, its buyer their negotiation. */
export type Reader = 'staff' | 'buyer';

/** Who answers an offer: the quote's owner logged in, or the bearer of the mail's link. */
export type Answerer = { userId: number; isStaff: boolean } | { link: SignedLinkQuery };

export type OfferAnswer =
  | { event: 'accept'; purchaseOrder: string }
  | { event: 'ask_changes'; message: string }
  | { event: 'decline'; reason: string };

const refused = (error: unknown): never => {
  if (error instanceof NegotiationRefusal) throw new AppError(409, 'conflict', error.message);
  throw error;
};

/** The day `days` after today, Paris. */
function dayAfter(now: Date, days: number): string {
  const [year = 0, month = 1, day = 1] = parisDateYmd(now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The draft's lines from the buyer's request: its prices, its campaigns as discounts. */
function requestedLines(read: AdminQuotes): OfferLineRow[] {
  return read.lines.map((line) => ({
    articleId: line.articleId,
    reference: line.reference,
    designation: line.articleTitle,
    quantity: line.quantity,
    unitPriceHtCents: line.unitPriceCents,
    discountBasisPoints: line.salePercentage * 100,
    vatBasisPoints: line.vatBasisPoints,
    leadTime: '',
  }));
}

/**
 * The draft's lines as stored: catalogue lines named from their articles; a line naming
 * no article of the catalogue is refused under its field.
 */
function draftLines(
  request: OfferDraftRequest,
  articles: readonly { id: number; crmId: string; label: string; brandName: string | null }[],
): OfferLineRow[] {
  const found = new Map(articles.map((row) => [row.id, row]));
  const unknown: Record<string, string> = {};
  const lines = request.lines.map((line, index): OfferLineRow => {
    const article = line.article_id === null ? undefined : found.get(line.article_id);
    if (line.article_id !== null && !article)
      unknown[`lines.${index}.article_id`] = ARTICLE_UNKNOWN;
    return {
      articleId: line.article_id,
      reference: article ? article.crmId : line.reference,
      designation: article ? quoteLineTitle(article.brandName, article.label) : line.designation,
      quantity: line.quantity,
      unitPriceHtCents: parseWireMoney(line.unit_price_ht) ?? 0,
      discountBasisPoints: parseWirePercent(line.discount_percent) ?? 0,
      vatBasisPoints: parseWirePercent(line.vat_rate) ?? 0,
      leadTime: line.lead_time,
    };
  });
  if (Object.keys(unknown).length > 0) throw badRequest(ARTICLE_UNKNOWN, unknown);
  return lines;
}

export class OfferService {
  constructor(
    private readonly db: Database,
    private readonly wakeMail: () => void,
    private readonly links: SignedLinks,
    private readonly publicUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** GET /api/protected/quote/{id}: staff, or the quote's owner; 404 for anybody else. */
  async detail(id: number, viewer: { userId: number; isStaff: boolean }) {
    const read = await this.readQuote(id);
    const owner = read.quotes[0]?.userId;
    if (!viewer.isStaff && owner !== viewer.userId) throw notFound(QUOTE_NOT_FOUND);
    return this.answer(read, viewer.isStaff ? 'staff' : 'buyer');
  }

  /** The same for a visitor, through the mail's signed link. */
  async detailByLink(id: number, link: SignedLinkQuery): Promise<QuoteDetailAnswer> {
    this.checkLink(id, link);
    return this.answer(await this.readQuote(id), 'buyer');
  }

  /** PUT /api/protected/quote/{id}/offer: the whole draft, totals recomputed, version one more. */
  async saveDraft(id: number, request: OfferDraftRequest, byUserId: number): Promise<OfferDraft> {
    const articleIds = request.lines.flatMap((line) =>
      line.article_id === null ? [] : [line.article_id],
    );
    // One read and one write: a 150-line draft is saved as it is edited (docs/performance.md).
    const context = await selectDraftContext(this.db, id, byUserId, articleIds);
    if (!context) throw notFound(QUOTE_NOT_FOUND);
    // A draft is worked on while an offer may be sent: not once the quote is closed.
    this.nextState(
      { negotiationState: context.state, offerValidUntil: null },
      'send_offer',
      this.clock(),
    );
    const content: OfferContent = {
      lines: draftLines(request, context.articles),
      shippingHtCents: parseWireMoney(request.shipping_ht) ?? 0,
      validUntil: request.valid_until,
      leadTime: request.lead_time,
      message: request.message,
    };
    if (totalsOf(content).totalHtCents > MAX_QUOTE_TOTAL_HT_CENTS) {
      throw badRequest(QUOTE_TOTAL_TOO_HIGH);
    }
    const saved = await saveDraft(
      this.db,
      id,
      request.version,
      { ...content, savedByUserId: byUserId },
      this.clock(),
    );
    if (!saved) {
      const first = await selectDraft(this.db, id);
      throw new AppError(409, 'conflict', draftSavedFirst(first?.savedBy ?? null));
    }
    return toWireDraft({ ...content, ...saved, savedBy: context.saver });
  }

  /** POST /api/protected/quote/{id}/offer/send: the draft becomes offer version N. */
  async send(id: number, byUserId: number): Promise<{ offer_version: number }> {
    const now = this.clock();
    const read = await this.readQuote(id);
    const quote = read.quotes[0];
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    const sent = await negotiationStep(this.db, id, async (locked, tx) => {
      const state = this.nextState(locked, 'send_offer', now);
      const content = await this.currentDraft(tx, id, read, now);
      if (content.lines.length === 0) throw badRequest(OFFER_WITHOUT_LINES);
      if (content.validUntil < parisDateYmd(now)) throw badRequest(OFFER_VALIDITY_PAST);
      const version = (locked.offerVersion ?? 0) + 1;
      const totals = totalsOf(content);
      await insertOffer(
        tx,
        {
          quoteId: id,
          version,
          shippingHtCents: content.shippingHtCents,
          linesHtCents: totals.linesHtCents,
          totalHtCents: totals.totalHtCents,
          totalTtcCents: totals.totalTtcCents,
          validUntil: content.validUntil,
          leadTime: content.leadTime,
          message: content.message,
          sentByUserId: byUserId,
          sentAt: now,
        },
        content.lines,
      );
      const mailQuote = offerMailQuote(quote);
      const link =
        quote.userId === null
          ? offerLink(this.links, this.publicUrl, id, content.validUntil)
          : `${this.publicUrl.replace(/\/+$/, '')}${myQuotesPath}`;
      const offer = {
        ...totals,
        version,
        validUntil: content.validUntil,
        message: content.message,
      };
      return {
        step: {
          event: 'send_offer' as const,
          state,
          pipeStatus: pipeStatusAfter('send_offer'),
          byUserId,
          detail: '',
          offerVersion: version,
          quoteColumns: { offerVersion: version, offerValidUntil: content.validUntil },
          mails: () => [offerSentMail(mailQuote, offer, link)],
        },
        result: version,
      };
    });
    if (sent === undefined) throw notFound(QUOTE_NOT_FOUND);
    this.wakeMail();
    return { offer_version: sent };
  }

  /** The buyer's answer to the last offer: accept, ask for changes, decline. */
  async answerOffer(
    id: number,
    answerer: Answerer,
    answer: OfferAnswer,
  ): Promise<QuoteDetailAnswer> {
    const now = this.clock();
    const read = await this.readQuote(id);
    const quote = read.quotes[0];
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    let byUserId: number | null = null;
    if ('link' in answerer) this.checkLink(id, answerer.link);
    else if (quote.userId !== answerer.userId) {
      if (answerer.isStaff) throw new AppError(403, 'forbidden', STAFF_NOT_BUYER);
      throw notFound(QUOTE_NOT_FOUND);
    } else byUserId = answerer.userId;

    const detail =
      answer.event === 'accept'
        ? answer.purchaseOrder
        : answer.event === 'ask_changes'
          ? answer.message
          : answer.reason;
    const done = await negotiationStep(this.db, id, async (locked, tx) => {
      const state = this.nextState(locked, answer.event, now);
      const version = locked.offerVersion ?? 0;
      const [offer] = (await selectOffers(tx, id)).filter((row) => row.version === version);
      if (!offer) throw new AppError(409, 'conflict', OFFER_NOT_FOUND);
      const mailQuote = offerMailQuote(quote);
      const kind = (
        { accept: 'accepted', ask_changes: 'changes_requested', decline: 'declined' } as const
      )[answer.event];
      const pageLink = adminQuotePageLink(this.publicUrl, id);
      return {
        step: {
          event: answer.event,
          state,
          pipeStatus: pipeStatusAfter(answer.event),
          byUserId,
          detail,
          offerVersion: version,
          quoteColumns:
            answer.event === 'accept'
              ? { purchaseOrder: answer.purchaseOrder, acceptedAt: now }
              : {},
          mails: (staff: string[]) => [
            offerAnswerStaffMail(mailQuote, { kind, version, detail }, staff, pageLink),
            ...(answer.event === 'accept'
              ? [orderConfirmationMail(mailQuote, offer, answer.purchaseOrder)]
              : []),
          ],
        },
        result: true,
      };
    });
    if (!done) throw notFound(QUOTE_NOT_FOUND);
    this.wakeMail();
    return this.answer(await this.readQuote(id), 'buyer');
  }

  /**
   * Offer version N as PDF: staff, the quote's owner, or the bearer of the mail's link;
   * 404 for anybody else, as for an unknown quote or version.
   */
  async pdf(
    id: number,
    version: number,
    reader: { userId: number; isStaff: boolean } | { link: SignedLinkQuery },
  ): Promise<DownloadedFile & { body: Buffer }> {
    if ('link' in reader) this.checkLink(id, reader.link);
    const read = await this.readQuote(id);
    const owner = read.quotes[0]?.userId;
    if (!('link' in reader) && !reader.isStaff && owner !== reader.userId) {
      throw notFound(QUOTE_NOT_FOUND);
    }
    return this.renderPdf(read, version, false);
  }

  /** The offer or order PDF a mail names, made when the worker sends it (decision 006). */
  async mailedPdf(source: { kind: 'offer_pdf' | 'order_pdf'; quoteId: number; version: number }) {
    const read = await this.readQuote(source.quoteId);
    return this.renderPdf(read, source.version, source.kind === 'order_pdf');
  }

  private async renderPdf(read: AdminQuotes, version: number, asOrder: boolean) {
    const row = read.quotes[0];
    const offer = row && (await selectOffers(this.db, row.id)).find((o) => o.version === version);
    const data =
      row && offer && offerPdfData(read, offer, asOrder ? (row.purchaseOrder ?? '') : null);
    if (!data) throw notFound(OFFER_NOT_FOUND);
    const fileName = asOrder
      ? `commande-${data.number}.pdf`
      : `offre-${data.number}-v${version}.pdf`;
    return { fileName, contentType: PDF_TYPE, body: await renderQuotePdf(data) };
  }

  /** The accepted orders for the ERP, as CSV or workbook (docs/product/offers.md#order-export). */
  async exportOrders(format: QuoteExportFormat) {
    const read = await selectAdminQuotes(this.db, eq(quotes.negotiationState, 'accepted'));
    const sent = await selectOffersOf(
      this.db,
      read.quotes.map((quote) => quote.id),
    );
    const rows = orderExportRows(read, sent);
    const fileName = ordersExportFileName(this.clock(), format);
    return format === 'xlsx'
      ? { fileName, contentType: XLSX_TYPE, body: await ordersXlsx(rows) }
      : { fileName, contentType: CSV_TYPE, body: ordersCsv(rows) };
  }

  /** The signed link's check: 404 for a forged one or another quote's, 410 once expired. */
  checkLink(id: number, link: SignedLinkQuery): void {
    const check = this.links.check(
      offerLinkSubject(id),
      link.expires,
      link.signature,
      this.clock(),
    );
    if (check === 'expired') throw new AppError(410, 'link_expired', OFFER_LINK_EXPIRED);
    if (check === 'invalid') throw notFound(QUOTE_NOT_FOUND);
  }

  private nextState(
    locked: {
      negotiationState: Parameters<typeof nextNegotiationState>[0]['state'];
      offerValidUntil: string | null;
    },
    event: NegotiationEvent,
    now: Date,
  ) {
    try {
      return nextNegotiationState(
        { state: locked.negotiationState, offerValidUntil: locked.offerValidUntil },
        event,
        now,
      );
    } catch (error) {
      return refused(error);
    }
  }

  private async readQuote(id: number): Promise<AdminQuotes> {
    const read = await selectAdminQuotes(this.db, eq(quotes.id, id));
    if (read.quotes.length === 0) throw notFound(QUOTE_NOT_FOUND);
    return read;
  }

  /**
   * The draft as saved, or where a new one starts: the last offer sent, else the request,
   * with the shipping of the sales terms and the default validity.
   */
  private async currentDraft(
    db: Executor,
    id: number,
    read: AdminQuotes,
    now: Date,
    sent?: OfferRow[],
  ): Promise<DraftRow | (OfferContent & { version: 0 })> {
    const saved = await selectDraft(db, id);
    if (saved) return saved;
    const last = (sent ?? (await selectOffers(db, id))).at(-1);
    const lines = last ? last.lines : requestedLines(read);
    return {
      version: 0,
      lines,
      shippingHtCents: last
        ? last.shippingHtCents
        : shippingFeeCents(totalsOf({ lines, shippingHtCents: 0 }).linesHtCents),
      validUntil: dayAfter(now, QUOTE_VALIDITY_DAYS),
      leadTime: last?.leadTime ?? '',
      message: '',
    };
  }

  /** The quote page's answer for its reader. */
  private async answer(read: AdminQuotes, reader: Reader): Promise<QuoteDetailAnswer> {
    const now = this.clock();
    const row = read.quotes[0];
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    const [sent, events, document] = await Promise.all([
      selectOffers(this.db, row.id),
      selectEvents(this.db, row.id),
      selectLatestDocument(this.db, row.id),
    ]);
    const wire = toAdminQuotesAnswer(read, now);
    const quote = wire.quotes[0];
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    const closed = row.negotiationState === 'accepted' || row.negotiationState === 'declined';
    const draft =
      reader === 'staff' && !closed
        ? toWireDraft(await this.currentDraft(this.db, row.id, read, now, sent))
        : null;
    return {
      quote: reader === 'staff' ? quote : { ...quote, status_history: [] },
      lines: wire.lines,
      offers: sent.map(toWireOffer),
      draft,
      history: quoteHistory(reader, {
        requestedAt: row.createdAt,
        buyer: `${row.firstName} ${row.lastName}`.trim() || row.email,
        events,
        statusChanges: read.history.map((change) => ({ ...change, by: changedBy(change) })),
      }),
      purchase_order:
        row.purchaseOrder !== null && row.acceptedAt !== null && row.offerVersion !== null
          ? {
              number: row.purchaseOrder,
              accepted_at: toIsoWithParisOffset(row.acceptedAt),
              offer_version: row.offerVersion,
              document: document
                ? {
                    file_name: document.fileName,
                    size_bytes: document.sizeBytes,
                    uploaded_at: toIsoWithParisOffset(document.uploadedAt),
                  }
                : null,
            }
          : null,
    };
  }
}
