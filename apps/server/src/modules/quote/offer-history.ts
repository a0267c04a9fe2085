import { toIsoWithParisOffset } from '@labo/domain/dates';
import type { HistoryEntry } from '@labo/domain/offer-schemas';
import { type PipeStatus, pipeStatusDisplay } from '@labo/domain/quote-status';
import type { EventRow } from './offer-queries';

// A quote's history for the person reading it (docs/product/offers.md#history): staff read
// who did what, processing-status changes included; the buyer reads the negotiation in
// their own words, without names.

type Reader = 'staff' | 'buyer';
type EventKind = EventRow['kind'];

const BUYER_KINDS: ReadonlySet<EventKind> = new Set([
  'accepted',
  'changes_requested',
  'declined',
  'purchase_order_attached',
]);

const TEXTS: Record<Reader, Record<EventKind | 'requested', (version: number | null) => string>> = {
  staff: {
    requested: () => 'Demande de devis reçue',
    offer_sent: (v) => `Offre v${v} envoyée`,
    accepted: (v) => `Offre v${v} acceptée`,
    changes_requested: (v) => `Modification demandée sur l'offre v${v}`,
    declined: (v) => `Offre v${v} refusée`,
    purchase_order_attached: () => 'Bon de commande joint',
  },
  buyer: {
    requested: () => 'Vous avez envoyé votre demande de devis.',
    offer_sent: (v) => `Nous vous avons envoyé l'offre v${v}.`,
    accepted: (v) => `Vous avez accepté l'offre v${v}.`,
    changes_requested: (v) => `Vous avez demandé une modification de l'offre v${v}.`,
    declined: (v) => `Vous avez refusé l'offre v${v}.`,
    purchase_order_attached: () => 'Vous avez joint votre bon de commande.',
  },
};

interface StatusChangeRow {
  from: PipeStatus;
  to: PipeStatus;
  at: Date;
  by: string | null;
}

interface HistorySources {
  /** When the buyer sent the request, and under which name. */
  requestedAt: Date;
  buyer: string;
  events: readonly EventRow[];
  statusChanges: readonly StatusChangeRow[];
}

export function quoteHistory(reader: Reader, sources: HistorySources): HistoryEntry[] {
  const texts = TEXTS[reader];
  const entries: (HistoryEntry & { instant: number })[] = [
    {
      kind: 'requested',
      at: toIsoWithParisOffset(sources.requestedAt),
      instant: sources.requestedAt.getTime(),
      by: reader === 'staff' ? sources.buyer : null,
      text: texts.requested(null),
      detail: '',
      offer_version: null,
    },
  ];
  for (const event of sources.events) {
    const byBuyer = BUYER_KINDS.has(event.kind);
    entries.push({
      kind: event.kind,
      at: toIsoWithParisOffset(event.at),
      instant: event.at.getTime(),
      // A visitor's answers carry no account: they are the quote's contact's.
      by: reader === 'buyer' ? null : byBuyer ? (event.by ?? sources.buyer) : event.by,
      text: texts[event.kind](event.offerVersion),
      detail: event.detail,
      offer_version: event.offerVersion,
    });
  }
  if (reader === 'staff') {
    for (const change of sources.statusChanges) {
      entries.push({
        kind: 'status_changed',
        at: toIsoWithParisOffset(change.at),
        instant: change.at.getTime(),
        by: change.by,
        text: `Statut : ${pipeStatusDisplay(change.from).label} → ${pipeStatusDisplay(change.to).label}`,
        detail: '',
        offer_version: null,
      });
    }
  }
  // Stable: a step and the status change it made share their instant, the step first.
  return entries.sort((a, b) => a.instant - b.instant).map(({ instant: _, ...entry }) => entry);
}
