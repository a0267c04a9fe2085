import { describe, expect, it } from 'vitest';
import {
  decimalToCents,
  formatEuros,
  parseFrenchDecimal,
  parseWireMoney,
  roundCents,
  toWireMoney,
  vatRateToBasisPoints,
} from './money';

describe('toWireMoney', () => {
  it('writes cents as a 2-decimal euro string', () => {
    expect(toWireMoney(123450)).toBe('1234.50');
    expect(toWireMoney(1250)).toBe('12.50');
    expect(toWireMoney(5)).toBe('0.05');
    expect(toWireMoney(0)).toBe('0.00');
    expect(toWireMoney(100)).toBe('1.00');
  });

  it('writes negative amounts', () => {
    expect(toWireMoney(-5)).toBe('-0.05');
    expect(toWireMoney(-152032)).toBe('-1520.32');
  });

  it('refuses fractional cents', () => {
    expect(() => toWireMoney(12.5)).toThrow(RangeError);
    expect(() => toWireMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseWireMoney', () => {
  it('reads 0 to 2 decimals exactly', () => {
    expect(parseWireMoney('1234.50')).toBe(123450);
    expect(parseWireMoney('12.5')).toBe(1250);
    expect(parseWireMoney('12')).toBe(1200);
    expect(parseWireMoney('0.29')).toBe(29);
    expect(parseWireMoney('-0.05')).toBe(-5);
    expect(parseWireMoney('-0.00')).toBe(0);
    expect(Object.is(parseWireMoney('-0.00'), -0)).toBe(false);
  });

  it('round-trips with toWireMoney', () => {
    for (const cents of [0, 1, 99, 100, 123456789, -42]) {
      expect(parseWireMoney(toWireMoney(cents))).toBe(cents);
    }
  });

  it('returns null for anything else', () => {
    for (const bad of ['', '12.345', '12,50', '1 234.50', 'abc', '.5', '12.', '+1.00', ' 1.00']) {
      expect(parseWireMoney(bad)).toBeNull();
    }
  });
});

describe('formatEuros', () => {
  it('uses the fr-FR currency format with Intl spaces', () => {
    expect(formatEuros(123450)).toBe('1\u202f234,50\u00a0€');
    expect(formatEuros(1250)).toBe('12,50\u00a0€');
    expect(formatEuros(0)).toBe('0,00\u00a0€');
    expect(formatEuros(123456789)).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(formatEuros(-1230)).toBe('-12,30\u00a0€');
  });

  it('writes what Intl.NumberFormat fr-FR EUR writes', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999_99, 1000_00, 1000_01, 12_345_67, 100_000_00];
    for (let cents = 7; cents < Number.MAX_SAFE_INTEGER / 10; cents = cents * 13 + 5) {
      amounts.push(cents);
    }
    // Intl writes "-0,00 €" for -0; amounts here are never a negative zero.
    for (const cents of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
      expect(formatEuros(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('refuses fractional cents', () => {
    expect(() => formatEuros(0.5)).toThrow(RangeError);
  });
});

describe('parseFrenchDecimal', () => {
  it('reads comma and dot decimals', () => {
    expect(parseFrenchDecimal('-1520,32')).toBe(-1520.32);
    expect(parseFrenchDecimal('12.5')).toBe(12.5);
    expect(parseFrenchDecimal('12,50')).toBe(12.5);
    expect(parseFrenchDecimal('42')).toBe(42);
    expect(parseFrenchDecimal('+3')).toBe(3);
    expect(parseFrenchDecimal('0,285')).toBe(0.285);
  });

  it('reads thousands separated by a space, a no-break space or a narrow one', () => {
    expect(parseFrenchDecimal('1 234,50')).toBe(1234.5);
    expect(parseFrenchDecimal('3 056,98')).toBe(3056.98);
    expect(parseFrenchDecimal('1\u00a0234,50')).toBe(1234.5);
    expect(parseFrenchDecimal('1\u202f234\u202f567,89')).toBe(1234567.89);
    expect(parseFrenchDecimal('-1 234')).toBe(-1234);
  });

  it('ignores surrounding whitespace', () => {
    expect(parseFrenchDecimal('  12,5 \t')).toBe(12.5);
  });

  it('never returns a negative zero', () => {
    expect(Object.is(parseFrenchDecimal('-0,00'), 0)).toBe(true);
  });

  it('returns null when unreadable', () => {
    for (const bad of [
      '12,3x',
      '',
      '   ',
      'abc',
      '1,2,3',
      '1.2.3',
      '1.234,50',
      '12 34',
      '1234 567',
      ',5',
      '5,',
      '- 5',
      '1e3',
      '--1',
    ]) {
      expect(parseFrenchDecimal(bad), bad).toBeNull();
    }
  });
});

describe('roundCents and decimalToCents', () => {
  it('rounds half away from zero despite float error', () => {
    expect(decimalToCents(0.285)).toBe(29);
    expect(decimalToCents(1.005)).toBe(101);
    expect(decimalToCents(1.004)).toBe(100);
    expect(decimalToCents(-0.285)).toBe(-29);
    expect(decimalToCents(12.5)).toBe(1250);
    expect(decimalToCents(1520.32)).toBe(152032);
    expect(decimalToCents(12345678.905)).toBe(1234567891);
    expect(Object.is(decimalToCents(-0.001), 0)).toBe(true);
  });

  it('rounds exact halves away from zero', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.4999)).toBe(2);
  });

  it('refuses non-finite amounts', () => {
    expect(() => decimalToCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('vatRateToBasisPoints', () => {
  it('turns a percentage into basis points', () => {
    expect(vatRateToBasisPoints(5.5)).toBe(550);
    expect(vatRateToBasisPoints(20)).toBe(2000);
    expect(vatRateToBasisPoints(2.1)).toBe(210);
    expect(vatRateToBasisPoints(0)).toBe(0);
  });
});
