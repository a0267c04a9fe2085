import { PURCHASE_ORDER_DOCUMENTS_MAX } from '@labo/domain/limits';
import type { QuoteDetailAnswer } from '@labo/domain/offer-schemas';
import type { Database } from '#db/database';
import { AppError, notFound } from '#http/app-error';
import { type DownloadedFile, PDF_TYPE } from '#http/file-answer';
import { cleanFileName } from '#http/upload-file-name';
import type { MailFile } from '#mail/outgoing-mail';
import { adminQuotePageLink, offerMailQuote, purchaseOrderAttachedStaffMail } from './offer-mails';
import type { Answerer, OfferService } from './offer-service';
import {
  type AttachContext,
  insertDocument,
  selectAttachContext,
  selectDocumentFile,
} from './purchase-order-queries';

// The purchase order's PDF a buyer attaches to their order
// (docs/product/offers.md#purchase-order-document): the quote's owner, or the visitor
// holding the offer mail's link, once the offer is accepted; staff and the owner download
// the last one, staff get each by mail.

const QUOTE_NOT_FOUND = 'Devis introuvable.';
const STAFF_NOT_BUYER =
  'Seul le client à qui appartient le devis peut joindre son bon de commande.';
const NOT_AN_ORDER =
  "Le bon de commande se joint à une commande : acceptez d'abord l'offre de ce devis.";
const NOT_A_PDF = 'Le bon de commande doit être un fichier PDF.';
const NO_DOCUMENT = 'Aucun bon de commande joint à ce devis.';
const TOO_MANY_DOCUMENTS = `Vous avez déjà joint ${PURCHASE_ORDER_DOCUMENTS_MAX} bons de commande à cette commande : pour en changer encore, écrivez-nous.`;
const FALLBACK_FILE_NAME = 'bon-de-commande.pdf';

/** Who attaches the document, once admitted. */
export interface Attacher {
  quote: AttachContext;
  answerer: Answerer;
  /** The owner's account; null for a visitor. */
  byUserId: number | null;
}

export class PurchaseOrderService {
  constructor(
    private readonly db: Database,
    private readonly wakeMail: () => void,
    private readonly offers: OfferService,
    private readonly publicUrl: string,
  ) {}

  /**
   * The checks before the file is read: the link's (404, 410), the owner's (403 for staff,
   * 404 for anybody else), and that the quote is an order (409).
   */
  async admit(id: number, answerer: Answerer): Promise<Attacher> {
    if ('link' in answerer) this.offers.checkLink(id, answerer.link);
    const quote = await selectAttachContext(this.db, id);
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    if (!('link' in answerer) && quote.userId !== answerer.userId) {
      if (answerer.isStaff) throw new AppError(403, 'forbidden', STAFF_NOT_BUYER);
      throw notFound(QUOTE_NOT_FOUND);
    }
    if (quote.negotiationState !== 'accepted') throw new AppError(409, 'conflict', NOT_AN_ORDER);
    return { quote, answerer, byUserId: 'link' in answerer ? null : answerer.userId };
  }

  /**
   * Stores the file as the order's purchase order (an earlier one stays in the history) and
   * queues its mail to the staff; the answer is the quote as its page reads it.
   */
  async attach(
    attacher: Attacher,
    file: { fileName: string; bytes: Buffer },
  ): Promise<QuoteDetailAnswer> {
    // By its content, never by its name or announced type (decision 018).
    // Loaded with the first file rather than at start (docs/performance.md#start-up).
    const { fileTypeFromBuffer } = await import('file-type');
    const type = await fileTypeFromBuffer(file.bytes);
    if (type?.ext !== 'pdf') throw new AppError(415, 'unsupported_media_type', NOT_A_PDF);
    const { quote, answerer } = attacher;
    const fileName = cleanFileName(file.fileName, FALLBACK_FILE_NAME);
    const stored = await insertDocument(
      this.db,
      quote.id,
      { fileName, bytes: file.bytes, byUserId: attacher.byUserId },
      (documentId, staff) => [
        purchaseOrderAttachedStaffMail(
          offerMailQuote(quote),
          { id: documentId, fileName, sizeBytes: file.bytes.length },
          staff,
          adminQuotePageLink(this.publicUrl, quote.id),
        ),
      ],
    );
    if (stored === 'not_an_order') throw new AppError(409, 'conflict', NOT_AN_ORDER);
    if (stored === 'full') throw new AppError(409, 'conflict', TOO_MANY_DOCUMENTS);
    this.wakeMail();
    return 'link' in answerer
      ? this.offers.detailByLink(quote.id, answerer.link)
      : this.offers.detail(quote.id, answerer);
  }

  /** The last document of a quote, for staff or its owner; 404 for anybody else and when none. */
  async download(
    id: number,
    viewer: { userId: number; isStaff: boolean },
  ): Promise<DownloadedFile & { body: Buffer }> {
    const quote = await selectAttachContext(this.db, id);
    if (!quote || (!viewer.isStaff && quote.userId !== viewer.userId)) {
      throw notFound(QUOTE_NOT_FOUND);
    }
    const document = await selectDocumentFile(this.db, { quoteId: id });
    if (!document) throw notFound(NO_DOCUMENT);
    return { fileName: document.fileName, contentType: PDF_TYPE, body: document.bytes };
  }

  /** The document a staff mail names, read when the worker sends it (decision 006). */
  async mailedDocument(documentId: number): Promise<MailFile> {
    const document = await selectDocumentFile(this.db, { documentId });
    if (!document) throw notFound(NO_DOCUMENT);
    return { fileName: document.fileName, contentType: PDF_TYPE, body: document.bytes };
  }
}
