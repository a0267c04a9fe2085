import { toIsoWithParisOffset } from '@labo/domain/dates';
import { toWireMoney } from '@labo/domain/money';
import type { OfferDraft, OfferLine, SentOffer } from '@labo/domain/offer-schemas';
import { type OfferTotals, offerTotals } from '@labo/domain/offer-totals';
import { lineTotalHtCents } from '@labo/domain/pricing';
import { toWirePercent } from '@labo/domain/wire-percent';
import type { OfferLineRow } from '#db/schema';
import type { DraftRow, OfferRow } from './offer-queries';

// Offers and drafts as the quote page's answer shapes them (docs/product/offers.md#calls):
// money in euros, rates in percent, the totals recomputed from the lines by the domain's
// invoice rule (docs/product/offers.md#offer-totals).

/** What an offer says, sent or draft, before the wire. */
export interface OfferContent {
  lines: OfferLineRow[];
  shippingHtCents: number;
  validUntil: string;
  leadTime: string;
  message: string;
}

/** The amounts of an offer's lines for the domain's totals. */
export function totalsOf(content: Pick<OfferContent, 'lines' | 'shippingHtCents'>): OfferTotals {
  return offerTotals(
    content.lines.map((line) => ({
      quantity: line.quantity,
      unitPriceHtCents: line.unitPriceHtCents,
      discountPercent: line.discountBasisPoints / 100,
      vatBasisPoints: line.vatBasisPoints,
    })),
    content.shippingHtCents,
  );
}

function toWireOfferLine(line: OfferLineRow): OfferLine {
  return {
    article_id: line.articleId,
    reference: line.reference,
    designation: line.designation,
    quantity: line.quantity,
    unit_price_ht: toWireMoney(line.unitPriceHtCents),
    discount_percent: toWirePercent(line.discountBasisPoints),
    vat_rate: toWirePercent(line.vatBasisPoints),
    total_ht: toWireMoney(
      lineTotalHtCents(line.unitPriceHtCents, line.quantity, line.discountBasisPoints / 100),
    ),
    lead_time: line.leadTime,
  };
}

function toWireContent(content: OfferContent) {
  const totals = totalsOf(content);
  return {
    lines: content.lines.map(toWireOfferLine),
    lines_ht: toWireMoney(totals.linesHtCents),
    shipping_ht: toWireMoney(totals.shippingHtCents),
    total_ht: toWireMoney(totals.totalHtCents),
    vat_by_rate: totals.vat.map((rate) => ({
      vat_rate: toWirePercent(rate.vatBasisPoints),
      base_ht: toWireMoney(rate.baseHtCents),
      vat: toWireMoney(rate.vatCents),
    })),
    total_ttc: toWireMoney(totals.totalTtcCents),
    valid_until: content.validUntil,
    lead_time: content.leadTime,
    message: content.message,
  };
}

export function toWireOffer(offer: OfferRow): SentOffer {
  return {
    ...toWireContent(offer),
    version: offer.version,
    sent_at: toIsoWithParisOffset(offer.sentAt),
  };
}

/** A saved draft, or the start of one (version 0) when nobody saved it yet. */
export function toWireDraft(draft: DraftRow | (OfferContent & { version: 0 })): OfferDraft {
  const saved = 'savedAt' in draft;
  return {
    ...toWireContent(draft),
    version: draft.version,
    saved_at: saved ? toIsoWithParisOffset(draft.savedAt) : null,
    saved_by: saved ? draft.savedBy : null,
  };
}
