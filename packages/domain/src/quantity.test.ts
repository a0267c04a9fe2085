import { describe, expect, it } from 'vitest';
import {
  ARTICLE_NOT_IN_CART,
  MAX_QUANTITY,
  parseQuantity,
  QUANTITY_NOT_INTEGER,
  QUANTITY_TOO_LOW,
} from './quantity';

describe('quantity messages (docs/product/cart.md#quantity-rule)', () => {
  it('are the texts of the rule, word for word', () => {
    expect(QUANTITY_TOO_LOW).toBe('cannot add a negative or null amount');
    expect(QUANTITY_NOT_INTEGER).toBe('Amount must be an integer');
    expect(ARTICLE_NOT_IN_CART).toBe('Article is not present in cart');
    expect(MAX_QUANTITY).toBe(9999);
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 9999', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(parseQuantity('42')).toEqual({ ok: true, value: 42 });
    expect(parseQuantity('9999')).toEqual({ ok: true, value: 9999 });
    expect(parseQuantity(1)).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(9999)).toEqual({ ok: true, value: 9999 });
  });

  it('refuses values under 1 with the null-amount error', () => {
    for (const input of ['0', '-1', '-12', '0.5', '00', 0, -3, -0.5]) {
      expect(parseQuantity(input), String(input)).toEqual({ ok: false, error: QUANTITY_TOO_LOW });
    }
  });

  it('refuses non-integers, leading zeros and values over 9999 with the integer error', () => {
    for (const input of [
      '007',
      '01',
      '1.5',
      '1.0',
      '',
      '  ',
      'abc',
      '1e3',
      ' 5',
      '5 ',
      '+5',
      '10000',
      '99999',
      1.5,
      10000,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(parseQuantity(input), String(input)).toEqual({
        ok: false,
        error: QUANTITY_NOT_INTEGER,
      });
    }
  });
});
