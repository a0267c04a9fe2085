// What an offer changed against what the buyer asked for (docs/product/offers.md#what-changed):
// the buyer reads the offer with its differences highlighted.

/** A line as the buyer asked for it: a catalogue article, its quantity and unit price HT. */
export type RequestedLine = {
  articleId: number;
  quantity: number;
  unitPriceHtCents: number;
};

/** A line of an offer; a free line (a calibration, a delivery charge) has no article. */
export type OfferedLine = {
  articleId: number | null;
  quantity: number;
  unitPriceHtCents: number;
};

type Change = { from: number; to: number };

type OfferLineChange<Line extends OfferedLine> =
  | { kind: 'unchanged'; line: Line }
  | { kind: 'changed'; line: Line; quantity: Change | null; unitPriceHt: Change | null }
  | { kind: 'added'; line: Line };

export type OfferChanges<Line extends OfferedLine, Asked extends RequestedLine> = {
  /** Each line of the offer, in its order, with what changed. */
  lines: OfferLineChange<Line>[];
  /** The asked lines the offer no longer holds, in the request's order. */
  removed: Asked[];
};

const change = (from: number, to: number): Change | null => (from === to ? null : { from, to });

/**
 * Compares an offer with the request it answers, article by article: a line of the same
 * article is unchanged or changed (quantity, unit price HT), a free line or an article the
 * buyer did not ask for is added, an asked article the offer leaves out is removed.
 */
export function offerChanges<Line extends OfferedLine, Asked extends RequestedLine>(
  requested: readonly Asked[],
  offered: readonly Line[],
): OfferChanges<Line, Asked> {
  const asked = new Map(requested.map((line) => [line.articleId, line]));
  const kept = new Set<number>();
  const lines = offered.map((line): OfferLineChange<Line> => {
    const before = line.articleId === null ? undefined : asked.get(line.articleId);
    if (!before || kept.has(before.articleId)) return { kind: 'added', line };
    kept.add(before.articleId);
    const quantity = change(before.quantity, line.quantity);
    const unitPriceHt = change(before.unitPriceHtCents, line.unitPriceHtCents);
    return quantity || unitPriceHt
      ? { kind: 'changed', line, quantity, unitPriceHt }
      : { kind: 'unchanged', line };
  });
  return { lines, removed: requested.filter((line) => !kept.has(line.articleId)) };
}
