import { describe, expect, it } from 'vitest';
import {
  type Negotiation,
  type NegotiationEvent,
  NegotiationRefusal,
  negotiationLabel,
  negotiationState,
  nextNegotiationState,
  pipeStatusAfter,
  type StoredNegotiationState,
} from './negotiation';

// 26 November 2026, 15:00 in Paris.
const NOW = new Date('2026-11-26T14:00:00Z');
const sent = (validUntil: string): Negotiation => ({
  state: 'offer_sent',
  offerValidUntil: validUntil,
});
const at = (state: StoredNegotiationState): Negotiation => ({
  state,
  offerValidUntil: state === 'requested' ? null : '2026-12-26',
});

describe('negotiationState (docs/product/offers.md#validity)', () => {
  it('keeps an offer sent until the end of its last valid day in Paris', () => {
    expect(negotiationState(sent('2026-11-26'), NOW)).toBe('offer_sent');
    // 23:59 in Paris on the last day, then 00:00 the next day.
    expect(negotiationState(sent('2026-11-26'), new Date('2026-11-26T22:59:00Z'))).toBe(
      'offer_sent',
    );
    expect(negotiationState(sent('2026-11-26'), new Date('2026-11-26T23:00:00Z'))).toBe('expired');
  });

  it('derives nothing from the date in the other states', () => {
    for (const state of ['requested', 'changes_requested', 'accepted', 'declined'] as const) {
      expect(negotiationState({ state, offerValidUntil: '2026-01-01' }, NOW)).toBe(state);
    }
  });
});

describe('nextNegotiationState (docs/product/offers.md#negotiation-states)', () => {
  const expired = sent('2026-11-20');
  const allowed: [Negotiation, NegotiationEvent, StoredNegotiationState][] = [
    [at('requested'), 'send_offer', 'offer_sent'],
    [at('offer_sent'), 'send_offer', 'offer_sent'],
    [at('changes_requested'), 'send_offer', 'offer_sent'],
    [expired, 'send_offer', 'offer_sent'],
    [at('offer_sent'), 'accept', 'accepted'],
    [at('offer_sent'), 'ask_changes', 'changes_requested'],
    [expired, 'ask_changes', 'changes_requested'],
    [at('offer_sent'), 'decline', 'declined'],
    [expired, 'decline', 'declined'],
  ];
  it.each(allowed)('%o, %s → %s', (negotiation, event, next) => {
    expect(nextNegotiationState(negotiation, event, NOW)).toBe(next);
  });

  const refused: [Negotiation, NegotiationEvent, string][] = [
    [at('requested'), 'accept', "Aucune offre n'attend de réponse sur ce devis."],
    [at('requested'), 'ask_changes', "Aucune offre n'attend de réponse sur ce devis."],
    [at('requested'), 'decline', "Aucune offre n'attend de réponse sur ce devis."],
    [at('changes_requested'), 'accept', "Aucune offre n'attend de réponse sur ce devis."],
    [at('changes_requested'), 'ask_changes', "Aucune offre n'attend de réponse sur ce devis."],
    [at('changes_requested'), 'decline', "Aucune offre n'attend de réponse sur ce devis."],
    [expired, 'accept', 'Cette offre a expiré le 20/11/2026 : demandez son renouvellement.'],
    ...(['accepted', 'declined'] as const).flatMap((state) =>
      (['send_offer', 'accept', 'ask_changes', 'decline'] as const).map(
        (event): [Negotiation, NegotiationEvent, string] => [
          at(state),
          event,
          'Ce devis est clos : son offre a été acceptée ou refusée.',
        ],
      ),
    ),
  ];
  it.each(refused)('%o, %s: refused, "%s"', (negotiation, event, message) => {
    expect(() => nextNegotiationState(negotiation, event, NOW)).toThrow(
      new NegotiationRefusal(message),
    );
  });
});

describe('pipeStatusAfter and negotiationLabel', () => {
  it('archives a quote on an answer that closes it, keeps it in progress otherwise', () => {
    expect(pipeStatusAfter('send_offer')).toBe('ON_GOING');
    expect(pipeStatusAfter('ask_changes')).toBe('ON_GOING');
    expect(pipeStatusAfter('accept')).toBe('ARCHIVED');
    expect(pipeStatusAfter('decline')).toBe('ARCHIVED');
  });

  it('names each state in French, a sent offer with its version', () => {
    expect(negotiationLabel('requested', null)).toBe('Demande reçue');
    expect(negotiationLabel('offer_sent', 2)).toBe('Offre envoyée v2');
    expect(negotiationLabel('changes_requested', 2)).toBe('Modification demandée');
    expect(negotiationLabel('accepted', 2)).toBe('Acceptée');
    expect(negotiationLabel('declined', 2)).toBe('Refusée');
    expect(negotiationLabel('expired', 2)).toBe('Expirée');
  });
});
