import { describe, expect, it } from 'vitest';
import { offerChanges } from './offer-changes';

const asked = [
  { articleId: 1, quantity: 3, unitPriceHtCents: 1250 },
  { articleId: 2, quantity: 1, unitPriceHtCents: 4000 },
  { articleId: 3, quantity: 10, unitPriceHtCents: 99 },
];

describe('offerChanges (docs/product/offers.md#what-changed)', () => {
  it('marks each offered line unchanged, changed or added, and lists the asked lines left out', () => {
    const offered = [
      { articleId: 1, quantity: 3, unitPriceHtCents: 1250 },
      { articleId: 3, quantity: 12, unitPriceHtCents: 90 },
      { articleId: null, quantity: 1, unitPriceHtCents: 6500 },
      { articleId: 7, quantity: 2, unitPriceHtCents: 300 },
    ];
    const changes = offerChanges(asked, offered);
    expect(changes.lines).toEqual([
      { kind: 'unchanged', line: offered[0] },
      {
        kind: 'changed',
        line: offered[1],
        quantity: { from: 10, to: 12 },
        unitPriceHt: { from: 99, to: 90 },
      },
      { kind: 'added', line: offered[2] },
      { kind: 'added', line: offered[3] },
    ]);
    expect(changes.removed).toEqual([asked[1]]);
  });

  it('tells a price change alone from a quantity change alone', () => {
    const { lines } = offerChanges(asked.slice(0, 2), [
      { articleId: 1, quantity: 3, unitPriceHtCents: 1100 },
      { articleId: 2, quantity: 4, unitPriceHtCents: 4000 },
    ]);
    expect(
      lines.map((line) => line.kind === 'changed' && [line.quantity, line.unitPriceHt]),
    ).toEqual([
      [null, { from: 1250, to: 1100 }],
      [{ from: 1, to: 4 }, null],
    ]);
  });

  it('counts an article offered twice as changed once, then added', () => {
    const offered = [
      { articleId: 2, quantity: 1, unitPriceHtCents: 4000 },
      { articleId: 2, quantity: 1, unitPriceHtCents: 3500 },
    ];
    const [, second] = asked;
    if (!second) throw new Error('fixture');
    expect(offerChanges([second], offered).lines.map((line) => line.kind)).toEqual([
      'unchanged',
      'added',
    ]);
  });
});
