import { describe, expect, it } from 'vitest';
import { cartBadgeText } from './cart-badge-text';

describe('cartBadgeText (docs/product/cart.md#cart-badge)', () => {
  it('shows nothing for an empty cart', () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(-1)).toBe('');
    expect(cartBadgeText(Number.NaN)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(5)).toBe('5');
    expect(cartBadgeText(99)).toBe('99');
  });

  it('shows 99+ past 99', () => {
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(12345)).toBe('99+');
  });
});
