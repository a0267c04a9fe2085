import { describe, expect, it } from 'vitest';
import { parseWirePercent, toWirePercent } from './wire-percent';

describe('percentages on the wire', () => {
  it('writes basis points with two decimals', () => {
    expect(toWirePercent(2000)).toBe('20.00');
    expect(toWirePercent(550)).toBe('5.50');
    expect(toWirePercent(0)).toBe('0.00');
  });

  it('reads 0 to 2 decimals, and nothing negative', () => {
    expect(parseWirePercent('20')).toBe(2000);
    expect(parseWirePercent('5.5')).toBe(550);
    expect(parseWirePercent('12.25')).toBe(1225);
    expect(parseWirePercent('-1')).toBeNull();
    expect(parseWirePercent('1.234')).toBeNull();
  });
});
