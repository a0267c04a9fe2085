import { describe, expect, it } from 'vitest';
import { quoteListHeight } from './quote-list-layout';

describe('quoteListHeight (docs/product/accounts.md#quote-list)', () => {
  it('is 100 per quote under 10 quotes, 1000 from 10 on', () => {
    expect(quoteListHeight(1, 100)).toBe(100);
    expect(quoteListHeight(9, 100)).toBe(900);
    expect(quoteListHeight(10, 100)).toBe(1000);
    expect(quoteListHeight(250, 100)).toBe(1000);
  });

  it('gives a narrow row its own height under 10 quotes', () => {
    expect(quoteListHeight(3, 212)).toBe(636);
    expect(quoteListHeight(12, 212)).toBe(1000);
  });
});
