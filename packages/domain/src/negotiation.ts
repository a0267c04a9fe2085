import { formatDateFr, parisDateYmd } from './dates';
import type { PipeStatus } from './quote-status';

// Where the negotiation of a quote stands, beside its processing status
// (docs/product/offers.md#negotiation-states): the buyer asks, the staff answer with an
// offer, the buyer accepts it, asks for changes or declines it.

/** What is stored; "expired" is derived from the last offer's validity date. */
export const STORED_NEGOTIATION_STATES = [
  'requested',
  'offer_sent',
  'changes_requested',
  'accepted',
  'declined',
] as const;
export type StoredNegotiationState = (typeof STORED_NEGOTIATION_STATES)[number];
export type NegotiationState = StoredNegotiationState | 'expired';

export type NegotiationEvent = 'send_offer' | 'accept' | 'ask_changes' | 'decline';

/** A quote's negotiation as stored: its state and, once sent, the last offer's last valid day. */
export type Negotiation = {
  state: StoredNegotiationState;
  /** YYYY-MM-DD, Paris: the offer holds until the end of that day. */
  offerValidUntil: string | null;
};

/**
 * The state people see: a sent offer whose last valid day is over has expired, without
 * anything written (docs/product/offers.md#validity).
 */
export function negotiationState(negotiation: Negotiation, now: Date): NegotiationState {
  const { state, offerValidUntil } = negotiation;
  if (state === 'offer_sent' && offerValidUntil !== null && parisDateYmd(now) > offerValidUntil) {
    return 'expired';
  }
  return state;
}

/** Why an event cannot happen now, in French, for the person who tried. */
export class NegotiationRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NegotiationRefusal';
  }
}

const negotiationMessages = {
  closed: 'Ce devis est clos : son offre a été acceptée ou refusée.',
  noOfferToAnswer: "Aucune offre n'attend de réponse sur ce devis.",
  expired: (validUntil: string) =>
    `Cette offre a expiré le ${formatDateFr(`${validUntil}T12:00:00Z`)} : demandez son renouvellement.`,
} as const;

/** Where each event may start from, and where it leads (docs/product/offers.md#negotiation-states). */
const TRANSITIONS: Record<
  NegotiationEvent,
  Partial<Record<NegotiationState, StoredNegotiationState>>
> = {
  // A new version may replace a sent one, or answer a request, a change or an expiry.
  send_offer: {
    requested: 'offer_sent',
    offer_sent: 'offer_sent',
    changes_requested: 'offer_sent',
    expired: 'offer_sent',
  },
  accept: { offer_sent: 'accepted' },
  // Asking for changes is also how a buyer asks for an expired offer to be renewed.
  ask_changes: { offer_sent: 'changes_requested', expired: 'changes_requested' },
  decline: { offer_sent: 'declined', expired: 'declined' },
};

/** The stored state after `event`, or the refusal that says why it cannot happen. */
export function nextNegotiationState(
  negotiation: Negotiation,
  event: NegotiationEvent,
  now: Date,
): StoredNegotiationState {
  const current = negotiationState(negotiation, now);
  const next = TRANSITIONS[event][current];
  if (next) return next;
  if (current === 'accepted' || current === 'declined') {
    throw new NegotiationRefusal(negotiationMessages.closed);
  }
  if (current === 'expired' && negotiation.offerValidUntil !== null) {
    throw new NegotiationRefusal(negotiationMessages.expired(negotiation.offerValidUntil));
  }
  throw new NegotiationRefusal(negotiationMessages.noOfferToAnswer);
}

/**
 * The processing status a negotiation step moves the quote to, when it moves it: an offer
 * sent or a change asked is work in progress; an answer that closes the quote archives it.
 */
export function pipeStatusAfter(event: NegotiationEvent): PipeStatus {
  return event === 'accept' || event === 'decline' ? 'ARCHIVED' : 'ON_GOING';
}

/** The French label of a state; a sent offer names its version (docs/product/offers.md). */
export function negotiationLabel(state: NegotiationState, offerVersion: number | null): string {
  switch (state) {
    case 'requested':
      return 'Demande reçue';
    case 'offer_sent':
      return offerVersion === null ? 'Offre envoyée' : `Offre envoyée v${offerVersion}`;
    case 'changes_requested':
      return 'Modification demandée';
    case 'accepted':
      return 'Acceptée';
    case 'declined':
      return 'Refusée';
    case 'expired':
      return 'Expirée';
  }
}
