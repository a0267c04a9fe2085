import { describe, expect, it } from 'vitest';
import {
  activeSalePercentage,
  addToCart,
  type CartArticle,
  type CartLine,
  cartLineTotalHtCents,
  cartSummary,
  cartTotals,
  purgeSoftDeleted,
  removeFromCart,
  setCartQuantity,
} from './cart-rules';
import { ARTICLE_NOT_IN_CART, QUANTITY_NOT_INTEGER, QUANTITY_TOO_LOW } from './quantity';

const article = (id: number, overrides: Partial<CartArticle> = {}): CartArticle => ({
  id,
  basePrice: '12.50',
  ttcPrice: '15.00',
  soft_deleted: '0',
  activeSaleCampaign: null,
  ...overrides,
});

const now = new Date('2026-11-15T12:00:00+01:00');

describe('addToCart (docs/product/cart.md#adding-to-the-cart)', () => {
  it('creates a line for a new article', () => {
    expect(addToCart([], article(1), 2)).toEqual([{ id: 1, article: article(1), quantity: 2 }]);
    expect(addToCart([], article(1), '3')[0]?.quantity).toBe(3);
  });

  it('increases the quantity of an article already there and keeps the newest article', () => {
    const lines = addToCart([], article(1), 2);
    const newer = article(1, { basePrice: '13.00' });
    expect(addToCart(lines, newer, '5')).toEqual([{ id: 1, article: newer, quantity: 7 }]);
  });

  it('leaves other lines and the input alone', () => {
    const lines = addToCart(addToCart([], article(1), 1), article(2), 1);
    const frozen = structuredClone(lines);
    const next = addToCart(lines, article(2), 1);
    expect(lines).toEqual(frozen);
    expect(next.map((line) => [line.id, line.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(next[0]).toBe(lines[0]);
  });

  it('throws the quantity rule texts for invalid amounts', () => {
    expect(() => addToCart([], article(1), 0)).toThrow(QUANTITY_TOO_LOW);
    expect(() => addToCart([], article(1), '-2')).toThrow(QUANTITY_TOO_LOW);
    expect(() => addToCart([], article(1), '1.5')).toThrow(QUANTITY_NOT_INTEGER);
    expect(() => addToCart([], article(1), '007')).toThrow(QUANTITY_NOT_INTEGER);
    expect(() => addToCart([], article(1), '')).toThrow(QUANTITY_NOT_INTEGER);
    expect(() => addToCart([], article(1), 10000)).toThrow(QUANTITY_NOT_INTEGER);
  });

  it('refuses to go over 9999 in total', () => {
    const lines = addToCart([], article(1), 9998);
    expect(addToCart(lines, article(1), 1)[0]?.quantity).toBe(9999);
    expect(() => addToCart(lines, article(1), 2)).toThrow(QUANTITY_NOT_INTEGER);
  });
});

describe('setCartQuantity (docs/product/cart.md#setting-a-quantity)', () => {
  const lines: CartLine[] = [
    { id: 1, article: article(1), quantity: 2 },
    { id: 2, article: article(2), quantity: 1 },
  ];

  it('replaces the quantity', () => {
    expect(setCartQuantity(lines, 1, 5)[0]?.quantity).toBe(5);
    expect(setCartQuantity(lines, 1, '9999')[0]?.quantity).toBe(9999);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('removes the line at 0', () => {
    expect(setCartQuantity(lines, 1, 0).map((line) => line.id)).toEqual([2]);
    expect(setCartQuantity(lines, 2, '0').map((line) => line.id)).toEqual([1]);
  });

  it('wants the article in the cart', () => {
    expect(() => setCartQuantity(lines, 3, 1)).toThrow(ARTICLE_NOT_IN_CART);
    expect(() => setCartQuantity(lines, 3, 0)).toThrow(ARTICLE_NOT_IN_CART);
  });

  it('throws the quantity rule texts for invalid quantities', () => {
    expect(() => setCartQuantity(lines, 1, -1)).toThrow(QUANTITY_TOO_LOW);
    expect(() => setCartQuantity(lines, 1, '2.5')).toThrow(QUANTITY_NOT_INTEGER);
    expect(() => setCartQuantity(lines, 1, '10000')).toThrow(QUANTITY_NOT_INTEGER);
  });
});

describe('removeFromCart and purgeSoftDeleted (docs/product/cart.md#withdrawn-articles)', () => {
  const lines: CartLine[] = [
    { id: 1, article: article(1), quantity: 2 },
    { id: 2, article: article(2, { soft_deleted: '1' }), quantity: 1 },
  ];

  it('removes a line, and nothing for an absent article', () => {
    expect(removeFromCart(lines, 1).map((line) => line.id)).toEqual([2]);
    expect(removeFromCart(lines, 9)).toEqual(lines);
  });

  it('drops soft-deleted articles', () => {
    expect(purgeSoftDeleted(lines).map((line) => line.id)).toEqual([1]);
  });
});

describe('cartSummary (docs/product/cart.md#cart-summary)', () => {
  it('is empty for no lines', () => {
    expect(cartSummary([])).toEqual({
      total_price: 0,
      distinct_items_count: 0,
      total_items_count: 0,
      last_validation: 0,
    });
  });

  it('sums base price × quantity, ignoring campaigns', () => {
    const sale = { percentage: 50, end_date_time: '2026-11-30T23:59:59+01:00' };
    const lines: CartLine[] = [
      { id: 1, article: article(1, { activeSaleCampaign: sale }), quantity: 2 },
      { id: 2, article: article(2, { basePrice: '0.99' }), quantity: 3 },
    ];
    expect(cartSummary(lines)).toEqual({
      total_price: 2500 + 297,
      distinct_items_count: 2,
      total_items_count: 5,
      last_validation: 0,
    });
  });

  it('throws on an unreadable price', () => {
    expect(() =>
      cartSummary([{ id: 1, article: article(1, { basePrice: 'abc' }), quantity: 1 }]),
    ).toThrow('Unreadable price');
  });
});

describe('campaigns in the cart', () => {
  const sale = { percentage: 15, end_date_time: '2026-11-30T23:59:59+01:00' };

  it('applies an active campaign until its end', () => {
    const discounted = article(1, { activeSaleCampaign: sale });
    expect(activeSalePercentage(discounted, now)).toBe(15);
    expect(activeSalePercentage(discounted, new Date('2026-11-30T23:59:59+01:00'))).toBe(15);
    expect(activeSalePercentage(discounted, new Date('2026-12-01T00:00:00+01:00'))).toBe(0);
    expect(activeSalePercentage(article(2), now)).toBe(0);
  });

  it('computes totals from base and TTC prices, both discounted', () => {
    const lines: CartLine[] = [
      { id: 1, article: article(1, { activeSaleCampaign: sale }), quantity: 3 },
      { id: 2, article: article(2), quantity: 1 },
    ];
    expect(cartTotals(lines, now)).toEqual({
      totalHtCents: 3 * 1063 + 1250,
      totalTtcCents: 3 * 1275 + 1500,
      totalTaxesCents: 3 * 1275 + 1500 - (3 * 1063 + 1250),
      articleCount: 4,
      distinctCount: 2,
    });
    expect(lines.map((line) => cartLineTotalHtCents(line, now))).toEqual([3 * 1063, 1250]);
  });
});
