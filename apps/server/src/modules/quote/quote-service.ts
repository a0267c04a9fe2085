import { MAX_QUOTE_TOTAL_HT_CENTS } from '@labo/domain/limits';
import {
  QUOTE_ARTICLE_UNAVAILABLE,
  QUOTE_ARTICLES_UNAVAILABLE,
  QUOTE_PDF_LINK_EXPIRED,
  QUOTE_TOTAL_TOO_HIGH,
} from '@labo/domain/messages';
import { toWireMoney } from '@labo/domain/money';
import type { NegotiationState } from '@labo/domain/negotiation';
import { computeTotals } from '@labo/domain/pricing';
import type {
  AdminQuote,
  AdminQuotesAnswer,
  QuoteExportFormat,
  QuotesAnswer,
} from '@labo/domain/quote-list-schemas';
import { quoteNumber } from '@labo/domain/quote-number';
import type { QuoteCreatedAnswer, QuoteRequest } from '@labo/domain/quote-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/database';
import { quotes } from '#db/schema';
import { AppError, badRequest, notFound } from '#http/app-error';
import { CSV_TYPE, PDF_TYPE, XLSX_TYPE } from '#http/file-answer';
import type { MailFile } from '#mail/outgoing-mail';
import type { SignedLinks } from '#modules/auth/auth-public';
import { quotesCsv } from './quote-csv';
import { quoteExportRows, quotesExportFileName } from './quote-export-rows';
import { checkSameRequest, type QuoteIdempotency, quoteIdempotency } from './quote-idempotency';
import { quoteLineView } from './quote-line-view';
import {
  changeQuoteStatus,
  negotiationWhere,
  selectAdminQuotes,
  selectQuotesOfUser,
} from './quote-list-queries';
import { type QuoteMailData, quoteCustomerMail, quoteStaffMail } from './quote-mails';
import { renderQuotePdf } from './quote-pdf';
import { quotePdfData } from './quote-pdf-data';
import { checkQuotePdfLink, quotePdfLink } from './quote-pdf-link';
import { type PricedLine, priceQuoteLines, type UnavailableLine } from './quote-pricing';
import {
  type CreatedQuoteRow,
  IDEMPOTENCY_CONSTRAINT,
  isUniqueViolation,
  prepareQuoteStatements,
  type QuoteStatements,
  selectQuoteByIdempotencyKey,
} from './quote-queries';
import { toAdminQuotesAnswer, toQuotesAnswer } from './quote-wire';
import { quotesXlsx } from './quote-xlsx';

const QUOTE_NOT_FOUND = 'Devis introuvable.';

interface QuoteExportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

interface QuotePdfFile {
  fileName: string;
  body: Buffer;
}

interface QuoteSubmission {
  request: QuoteRequest;
  /** The bearer's user, owner of the quote; null for a visitor. */
  userId: number | null;
  /** Same key, same answer and no second quote (docs/product/quote-request.md#idempotency). */
  idempotencyKey: string | undefined;
}

/**
 * The answer of a stored quote. Its PDF link runs from the quote's creation, so that a
 * replayed request gets the very same answer (docs/product/quote-request.md#idempotency).
 */
function createdAnswer(
  quote: CreatedQuoteRow,
  links: SignedLinks,
  number = quoteNumber(quote.createdAt, quote.id),
): QuoteCreatedAnswer {
  return {
    id: quote.id,
    sort_number: number,
    total_ht_price: toWireMoney(quote.totalHtCents),
    total_ttc_price: toWireMoney(quote.totalTtcCents),
    pdf_link: quotePdfLink(links, quote.id, quote.createdAt),
  };
}

function unavailableArticles(unavailable: readonly UnavailableLine[]) {
  const fields: Record<string, string> = {};
  for (const line of unavailable)
    fields[`lines.${line.index}.article_id`] = QUOTE_ARTICLE_UNAVAILABLE;
  return badRequest(
    QUOTE_ARTICLES_UNAVAILABLE(...unavailable.map((line) => line.reference)),
    fields,
  );
}

function mailData(
  quote: CreatedQuoteRow,
  number: string,
  request: QuoteRequest,
  lines: readonly PricedLine[],
  totalQuantity: number,
): QuoteMailData {
  return {
    id: quote.id,
    number,
    createdAt: quote.createdAt,
    firstName: request.firstName ?? '',
    lastName: request.lastName ?? '',
    email: request.email,
    phone: request.phone ?? '',
    company: request.company ?? '',
    orderReference: request.orderReference ?? '',
    comment: request.comment ?? '',
    delivery: {
      street: request.deliveryStreet ?? '',
      complement: request.deliveryStreetComplement ?? '',
      zipCode: request.deliveryCityZipCode ?? '',
      city: request.deliveryCity ?? '',
      country: request.deliveryCountry ?? '',
    },
    billing: {
      street: request.billingStreet ?? '',
      complement: request.billingStreetComplement ?? '',
      zipCode: request.billingCityZipCode ?? '',
      city: request.billingCity ?? '',
      country: request.billingCountry ?? '',
    },
    lines: lines.map(quoteLineView),
    totalQuantity,
    totalHtCents: quote.totalHtCents,
    totalTtcCents: quote.totalTtcCents,
  };
}

/**
 * The quote's row, owned by `ownerId`. The creation is not written to the status history: the quote's own
 * created_at and PENDING status already say it.
 */
function quoteValues(
  request: QuoteRequest,
  ownerId: number | null,
  idempotency: QuoteIdempotency | undefined,
  quote: CreatedQuoteRow,
  totalQuantity: number,
): typeof quotes.$inferInsert & { id: number } {
  return {
    id: quote.id,
    userId: ownerId,
    pipeStatus: 'PENDING',
    firstName: request.firstName ?? '',
    lastName: request.lastName ?? '',
    email: request.email,
    phone: request.phone ?? '',
    company: request.company ?? '',
    orderReference: request.orderReference ?? '',
    comment: request.comment ?? '',
    deliveryStreet: request.deliveryStreet ?? '',
    deliveryStreetComplement: request.deliveryStreetComplement ?? '',
    deliveryZipCode: request.deliveryCityZipCode ?? '',
    deliveryCity: request.deliveryCity ?? '',
    deliveryCountry: request.deliveryCountry ?? '',
    billingStreet: request.billingStreet ?? '',
    billingStreetComplement: request.billingStreetComplement ?? '',
    billingZipCode: request.billingCityZipCode ?? '',
    billingCity: request.billingCity ?? '',
    billingCountry: request.billingCountry ?? '',
    totalQuantity,
    totalHtCents: quote.totalHtCents,
    totalTtcCents: quote.totalTtcCents,
    idempotencyKey: idempotency?.key ?? null,
    idempotencyScope: idempotency?.scope ?? null,
    idempotencyRequestHash: idempotency?.requestHash ?? null,
    createdAt: quote.createdAt,
  };
}

/**
 * Quote creation: priced on the server (docs/product/quote-request.md#server-pricing),
 * stored with its mails all or nothing.
 */
export class QuoteService {
  private readonly statements: QuoteStatements;

  constructor(
    private readonly db: Database,
    /** Tells the mail worker that the outbox has new rows (after the commit). */
    private readonly wakeMail: () => void,
    private readonly links: SignedLinks,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.statements = prepareQuoteStatements(db);
  }

  async create(submission: QuoteSubmission): Promise<QuoteCreatedAnswer> {
    const { request, userId, idempotencyKey } = submission;
    const idempotency =
      idempotencyKey === undefined ? undefined : quoteIdempotency(request, userId, idempotencyKey);
    if (idempotency) {
      const earlier = await this.answerAgain(idempotency);
      if (earlier) return earlier;
    }

    const now = this.clock();
    const ids = request.lines.map((line) => line.article_id);
    // One round trip before the write: each query costs a socket write and a wake-up of
    // PostgreSQL, which share this machine's cores with the server (docs/performance.md).
    const { id, staff, articles, campaignLinks, verifiedOwnerId } = await this.statements.read(
      ids,
      request.email,
    );
    const pricing = priceQuoteLines(request.lines, articles, campaignLinks, now);
    if (!pricing.ok) throw unavailableArticles(pricing.unavailable);

    const totals = computeTotals(pricing.lines);
    // docs/product/quote-request.md#quote-limits
    if (totals.totalHtCents > MAX_QUOTE_TOTAL_HT_CENTS) throw badRequest(QUOTE_TOTAL_TOO_HIGH);
    const quote: CreatedQuoteRow = {
      id,
      createdAt: now,
      totalHtCents: totals.totalHtCents,
      totalTtcCents: totals.totalTtcCents,
    };
    // Read in Paris time by Intl, which is slow: once for the answer and the mails.
    const number = quoteNumber(now, id);
    const mail = mailData(quote, number, request, pricing.lines, totals.articleCount);
    try {
      await this.statements.write(
        // The token's user owns the quote; without one, the verified account of its address
        // (docs/product/accounts.md#quote-ownership).
        quoteValues(request, userId ?? verifiedOwnerId, idempotency, quote, totals.articleCount),
        pricing.lines.map((line) => ({ ...line, quoteId: id })),
        [quoteStaffMail(mail, staff), quoteCustomerMail(mail)],
      );
      this.wakeMail();
      return createdAnswer(quote, this.links, number);
    } catch (error) {
      // Two sends with one key at the same moment: the unique index let one through;
      // the other answers what the first one stored, if it was the same request.
      if (idempotency && isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) {
        const winner = await this.answerAgain(idempotency);
        if (winner) return winner;
      }
      throw error;
    }
  }

  /** A customer's own quotes, newest first (docs/product/accounts.md#quote-history). */
  async history(userId: number): Promise<QuotesAnswer> {
    return toQuotesAnswer(await selectQuotesOfUser(this.db, userId), this.clock());
  }

  /** The quotes of one status for the administrators (docs/product/admin.md#quote-tracking). */
  async byStatus(status: PipeStatus, negotiation?: NegotiationState): Promise<AdminQuotesAnswer> {
    const now = this.clock();
    const where = and(
      eq(quotes.pipeStatus, status),
      negotiation === undefined ? undefined : negotiationWhere(negotiation, now),
    );
    return toAdminQuotesAnswer(await selectAdminQuotes(this.db, where ?? sql`true`), now);
  }

  /**
   * The quote's PDF for its owner or an administrator (docs/product/quote-request.md#quote-pdf);
   * anybody else gets the 404 of an unknown quote, which tells nothing of its existence.
   */
  async pdf(id: number, viewer: { id: number; roles: readonly string[] }): Promise<QuotePdfFile> {
    return this.pdfOf(id, (owner) => owner === viewer.id || viewer.roles.includes(ADMIN_ROLE));
  }

  private async pdfOf(
    id: number,
    mayRead: (owner: number | null) => boolean,
  ): Promise<QuotePdfFile> {
    const read = await selectAdminQuotes(this.db, eq(quotes.id, id));
    const data = quotePdfData(read);
    if (!data || !mayRead(read.quotes[0]?.userId ?? null)) throw notFound(QUOTE_NOT_FOUND);
    return { fileName: `devis-${data.number}.pdf`, body: await renderQuotePdf(data) };
  }

  /** The PDF the customer's confirmation carries, made when the mail is sent (decision 006). */
  async mailedPdf(id: number): Promise<MailFile> {
    const { fileName, body } = await this.pdfOf(id, () => true);
    return { fileName, contentType: PDF_TYPE, body };
  }

  /** The PDF opened by a signed link (docs/product/quote-request.md#quote-pdf). */
  async pdfByLink(id: number, link: { expires: number; signature: string }): Promise<QuotePdfFile> {
    const check = checkQuotePdfLink(this.links, id, link, this.clock());
    if (check === 'expired') throw new AppError(410, 'link_expired', QUOTE_PDF_LINK_EXPIRED);
    if (check === 'invalid') throw notFound(QUOTE_NOT_FOUND);
    return this.pdfOf(id, () => true);
  }

  /** docs/product/admin.md#status-change: whichever status, recorded with who and when. */
  async changeStatus(id: number, to: PipeStatus, byUserId: number): Promise<AdminQuote> {
    if (!(await changeQuoteStatus(this.db, id, to, byUserId))) throw notFound(QUOTE_NOT_FOUND);
    const [quote] = toAdminQuotesAnswer(
      await selectAdminQuotes(this.db, eq(quotes.id, id)),
      this.clock(),
    ).quotes;
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    return quote;
  }

  /** The quotes of one status as a spreadsheet file (docs/product/admin.md#quote-export). */
  async export(status: PipeStatus, format: QuoteExportFormat): Promise<QuoteExportFile> {
    const rows = quoteExportRows(await selectAdminQuotes(this.db, eq(quotes.pipeStatus, status)));
    const fileName = quotesExportFileName(status, this.clock(), format);
    return format === 'xlsx'
      ? { fileName, contentType: XLSX_TYPE, body: await quotesXlsx(rows) }
      : { fileName, contentType: CSV_TYPE, body: quotesCsv(rows) };
  }

  /** The answer of the quote this client's key already made; a 422 for another request. */
  private async answerAgain(
    idempotency: QuoteIdempotency,
  ): Promise<QuoteCreatedAnswer | undefined> {
    const earlier = await selectQuoteByIdempotencyKey(this.db, idempotency);
    if (!earlier) return undefined;
    checkSameRequest(earlier.requestHash, idempotency);
    return createdAnswer(earlier, this.links);
  }
}
