import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent (docs/product/look-and-feel.md#glossary)', () => {
  it('writes the sign after a no-break space, so that it never starts a line', () => {
    expect(formatPercent(15)).toBe('15\u00a0%');
    expect(`-${formatPercent('25')}`).toBe('-25\u00a0%');
  });
});
