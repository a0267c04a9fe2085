import { type OfferDraft, offerDraftRequestSchema } from '@labo/domain/offer-schemas';
import type { z } from 'zod';

// The staff's offer editor as a form (docs/product/offers.md#offer-editor): the draft the
// server keeps, as its fields hold it; the version travels beside it, not in it.

export const offerEditorSchema = offerDraftRequestSchema.omit({ version: true });
export type OfferEditorValues = z.input<typeof offerEditorSchema>;
export type OfferEditorLine = OfferEditorValues['lines'][number];

/** The fields of a saved draft: amounts and rates as the wire writes them ("12.50"). */
export function editorValuesOf(draft: OfferDraft): OfferEditorValues {
  return {
    lines: draft.lines.map((line) => ({
      article_id: line.article_id,
      reference: line.reference,
      designation: line.designation,
      quantity: line.quantity,
      unit_price_ht: line.unit_price_ht,
      discount_percent: line.discount_percent,
      vat_rate: line.vat_rate,
      lead_time: line.lead_time,
    })),
    shipping_ht: draft.shipping_ht,
    valid_until: draft.valid_until,
    lead_time: draft.lead_time,
    message: draft.message,
  };
}

/** A line outside the catalogue: a calibration, a delivery charge, a special article. */
export const FREE_LINE: OfferEditorLine = {
  article_id: null,
  reference: '',
  designation: '',
  quantity: 1,
  unit_price_ht: '0.00',
  discount_percent: '0.00',
  vat_rate: '20.00',
  lead_time: '',
};

/** French staff type "12,50": the wire writes "12.50". */
export const decimalPoint = (text: string) => text.replace(',', '.');
