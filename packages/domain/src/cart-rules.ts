import type { Article } from './catalog-schemas';
import { parseWireMoney } from './money';
import { computeTotals, lineTotalHtCents, type Totals } from './pricing';
import { ARTICLE_NOT_IN_CART, MAX_QUANTITY, parseQuantity, QUANTITY_NOT_INTEGER } from './quantity';

// The device cart (docs/product/cart.md#device-cart) as pure functions: each takes the
// lines and returns new ones, never changing its input, so the web app can store the
// result as it likes.

/** What the cart rules read of an article; the web app stores the whole Article. */
export type CartArticle = Pick<Article, 'id' | 'basePrice' | 'ttcPrice' | 'soft_deleted'> & {
  activeSaleCampaign: Pick<
    NonNullable<Article['activeSaleCampaign']>,
    'percentage' | 'end_date_time'
  > | null;
};

/** docs/product/cart.md#cart-lines: the article id, the article object and the quantity. */
export type CartLine<A extends CartArticle = CartArticle> = {
  id: number;
  article: A;
  quantity: number;
};

/** docs/product/cart.md#cart-summary, minus install_id, which the device adds. */
export type CartSummary = {
  /** Cents: the sum of basePrice × quantity (docs/product/cart.md#cart-summary). */
  total_price: number;
  distinct_items_count: number;
  total_items_count: number;
  last_validation: 0;
};

function quantityOrThrow(input: string | number): number {
  const result = parseQuantity(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/**
 * Adding an article already in the cart increases its quantity, otherwise a line is
 * created (docs/product/cart.md#adding-to-the-cart). The amount follows the quantity rule
 * and the errors carry its texts (docs/product/cart.md#quantity-rule). The line keeps the
 * newest copy of the article, so prices and campaigns stay current. A sum over 9999
 * breaks the same integer rule as a single amount over 9999.
 */
export function addToCart<A extends CartArticle>(
  lines: readonly CartLine<A>[],
  article: A,
  amount: string | number,
): CartLine<A>[] {
  const added = quantityOrThrow(amount);
  const existing = lines.find((line) => line.id === article.id);
  if (!existing) return [...lines, { id: article.id, article, quantity: added }];
  const quantity = existing.quantity + added;
  if (quantity > MAX_QUANTITY) throw new Error(QUANTITY_NOT_INTEGER);
  return lines.map((line) => (line === existing ? { ...line, article, quantity } : line));
}

/**
 * Setting a quantity replaces it; the article must be in the cart. A quantity of 0
 * removes the line; other values follow the quantity rule
 * (docs/product/cart.md#setting-a-quantity).
 */
export function setCartQuantity<A extends CartArticle>(
  lines: readonly CartLine<A>[],
  articleId: number,
  quantity: string | number,
): CartLine<A>[] {
  if (!lines.some((line) => line.id === articleId)) throw new Error(ARTICLE_NOT_IN_CART);
  if (quantity === 0 || quantity === '0') return removeFromCart(lines, articleId);
  const value = quantityOrThrow(quantity);
  return lines.map((line) => (line.id === articleId ? { ...line, quantity: value } : line));
}

/** docs/product/cart.md#removing-a-line: removing an absent article changes nothing. */
export function removeFromCart<A extends CartArticle>(
  lines: readonly CartLine<A>[],
  articleId: number,
): CartLine<A>[] {
  return lines.filter((line) => line.id !== articleId);
}

/**
 * Reading the cart first drops the lines whose article is soft-deleted
 * (docs/product/cart.md#withdrawn-articles).
 */
export function purgeSoftDeleted<A extends CartArticle>(
  lines: readonly CartLine<A>[],
): CartLine<A>[] {
  return lines.filter((line) => line.article.soft_deleted !== '1');
}

function wireMoneyOrThrow(text: string): number {
  const cents = parseWireMoney(text);
  if (cents === null) throw new Error(`Unreadable price: "${text}"`);
  return cents;
}

/**
 * The summary recomputed after each change (docs/product/cart.md#cart-summary): total
 * price is the sum of basePrice × quantity (base prices, campaigns aside: the totals a
 * person reads are cartTotals), last_validation reset to 0.
 */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
  return {
    total_price: lines.reduce(
      (sum, line) => sum + wireMoneyOrThrow(line.article.basePrice) * line.quantity,
      0,
    ),
    distinct_items_count: lines.length,
    total_items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    last_validation: 0,
  };
}

/**
 * The campaign percentage applying to an article at `now`: the one of its active
 * campaign unless that campaign has ended since the article was loaded (a cart can
 * outlive a campaign), else 0.
 */
export function activeSalePercentage(article: CartArticle, now: Date): number {
  const campaign = article.activeSaleCampaign;
  if (!campaign) return 0;
  return new Date(campaign.end_date_time).getTime() >= now.getTime() ? campaign.percentage : 0;
}

/**
 * Cart totals shown on /cart and /cart/validate (docs/product/cart.md#cart-totals):
 * campaigns reduce both unit prices, and the TTC side starts from the article's own
 * ttcPrice.
 */
export function cartTotals(lines: readonly CartLine[], now: Date): Totals {
  return computeTotals(
    lines.map((line) => ({
      unitPriceCents: wireMoneyOrThrow(line.article.basePrice),
      ttcUnitPriceCents: wireMoneyOrThrow(line.article.ttcPrice),
      quantity: line.quantity,
      salePercentage: activeSalePercentage(line.article, now),
    })),
  );
}

/**
 * A cart line's total excluding tax, as the validation page lists it
 * (docs/product/quote-request.md#requested-articles): the same discounted unit price times
 * the quantity that cartTotals adds up, so the lines sum to the Total HT.
 */
export function cartLineTotalHtCents(line: CartLine, now: Date): number {
  return lineTotalHtCents(
    wireMoneyOrThrow(line.article.basePrice),
    line.quantity,
    activeSalePercentage(line.article, now),
  );
}
