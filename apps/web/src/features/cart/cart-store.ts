import {
  activeSalePercentage,
  addToCart,
  cartSummary,
  cartTotals,
  purgeSoftDeleted,
  removeFromCart,
  setCartQuantity,
} from '@labo/domain/cart-rules';
import type { Article } from '@labo/domain/catalog-schemas';
import type { Totals } from '@labo/domain/pricing';
import { announceLocalChange } from '#shared/local-db/local-changes.ts';
import { type CartLineRecord, type CartSummaryRecord, localDb } from '#shared/local-db/local-db.ts';
import { INSTALL_ID_PREFIX, LOCAL_SINGLE_RECORD_ID } from '#shared/local-db/local-db-schema.ts';

// The quote cart kept on the device (docs/product/cart.md#device-cart). Every rule comes
// from @labo/domain/cart-rules; this module only reads and writes IndexedDB and tells the
// query caches (this tab's and the others') that the cart changed (local-changes.ts,
// docs/decisions/023-client-state-in-the-query-cache.md).

/** The cart-updated signal (docs/product/cart.md#cart-updated-signal). */
function notifyCartUpdated(): void {
  announceLocalChange('cart');
}

/**
 * A random device identifier prefixed with device_ (docs/product/cart.md#cart-summary).
 * getRandomValues rather than randomUUID, which only exists on https pages and localhost.
 */
function newInstallId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${INSTALL_ID_PREFIX}${hex}`;
}

/** The summary of `lines`, keeping the device identifier already stored. */
async function saveSummary(lines: readonly CartLineRecord[]): Promise<CartSummaryRecord> {
  const stored = await localDb.summary.get(LOCAL_SINGLE_RECORD_ID);
  const summary: CartSummaryRecord = {
    id: LOCAL_SINGLE_RECORD_ID,
    ...cartSummary(lines),
    install_id: stored?.install_id ?? newInstallId(),
  };
  await localDb.summary.put(summary);
  return summary;
}

async function replaceLines(
  before: readonly CartLineRecord[],
  after: readonly CartLineRecord[],
): Promise<void> {
  const kept = new Set(after.map((line) => line.id));
  const removed = before.filter((line) => !kept.has(line.id)).map((line) => line.id);
  if (removed.length > 0) await localDb.articleInCart.bulkDelete(removed);
  if (after.length > 0) await localDb.articleInCart.bulkPut([...after]);
}

/** Applies a domain rule to the stored lines in one transaction, then notifies. */
async function changeCart(
  change: (lines: CartLineRecord[]) => CartLineRecord[],
): Promise<CartLineRecord[]> {
  const lines = await localDb.transaction(
    'rw',
    localDb.articleInCart,
    localDb.summary,
    async () => {
      const before = await localDb.articleInCart.toArray();
      const after = change(before);
      await replaceLines(before, after);
      await saveSummary(after);
      return after;
    },
  );
  notifyCartUpdated();
  return lines;
}

/**
 * Adds `amount` of the article, or increases its line
 * (docs/product/cart.md#adding-to-the-cart). Throws the error texts of
 * docs/product/cart.md#quantity-rule (cart-rules) when the amount or the new quantity
 * breaks the rules.
 */
export function addArticleToCart(
  article: Article,
  amount: string | number,
): Promise<CartLineRecord[]> {
  return changeCart((lines) => addToCart(lines, article, amount));
}

/**
 * Adds several articles at once (docs/product/cart.md#paste-a-list), in one write: all of
 * them or, when one amount breaks the rules, none.
 */
export function addArticlesToCart(
  items: readonly { article: Article; amount: number }[],
): Promise<CartLineRecord[]> {
  return changeCart((lines) =>
    items.reduce((next, { article, amount }) => addToCart(next, article, amount), lines),
  );
}

/**
 * Replaces the quantity of a line already in the cart; 0 removes it
 * (docs/product/cart.md#setting-a-quantity).
 */
export function setCartLineQuantity(
  articleId: number,
  quantity: string | number,
): Promise<CartLineRecord[]> {
  return changeCart((lines) => setCartQuantity(lines, articleId, quantity));
}

export function removeCartLine(articleId: number): Promise<CartLineRecord[]> {
  return changeCart((lines) => removeFromCart(lines, articleId));
}

export type CartRefresh = {
  lines: CartLineRecord[];
  /** Lines dropped because their article is no longer sold (absent or withdrawn). */
  removedCount: number;
  /** Lines whose campaign percentage is not the one they were stored with. */
  repriced: RepricedLine[];
};

/** A line whose sale percentage changed (docs/product/cart.md#campaign-changes); 0 is none. */
export type RepricedLine = { label: string; before: number; after: number };

/**
 * Puts the server's current copy of each article asked about into its line (prices,
 * campaign, withdrawal), and drops the lines whose article the server no longer sells:
 * absent from `articles` or soft-deleted. Lines not in `askedIds` are left alone, since
 * they were added (here or in another tab) while the articles were being fetched. A line
 * is repriced when the percentage its stored article carried differs from the one that
 * applies now (docs/product/cart.md#campaign-changes): a campaign started or ended.
 */
export async function refreshCartArticles(
  askedIds: readonly number[],
  articles: readonly Article[],
  now: Date = new Date(),
): Promise<CartRefresh> {
  const asked = new Set(askedIds);
  const current = new Map(articles.map((article) => [article.id, article]));
  let removedCount = 0;
  const repriced: RepricedLine[] = [];
  const lines = await changeCart((before) => {
    repriced.length = 0;
    const after = before.flatMap((line) => {
      if (!asked.has(line.id)) return [line];
      const article = current.get(line.id);
      if (!article || article.soft_deleted === '1') return [];
      const stored = line.article.activeSaleCampaign?.percentage ?? 0;
      const applying = activeSalePercentage(article, now);
      if (stored !== applying) {
        repriced.push({ label: article.label, before: stored, after: applying });
      }
      return [{ ...line, article }];
    });
    removedCount = before.length - after.length;
    return after;
  });
  return { lines, removedCount, repriced };
}

/**
 * Clears the lines, the summary and the coupon; the device id is kept
 * (docs/product/cart.md#cart-reset).
 */
export async function resetCart(): Promise<void> {
  await localDb.transaction(
    'rw',
    localDb.articleInCart,
    localDb.summary,
    localDb.appliedCoupon,
    async () => {
      await localDb.articleInCart.clear();
      await localDb.appliedCoupon.clear();
      await saveSummary([]);
    },
  );
  notifyCartUpdated();
}

/**
 * The cart lines, after dropping those whose article is soft-deleted
 * (docs/product/cart.md#withdrawn-articles).
 */
export async function getCartLines(): Promise<CartLineRecord[]> {
  let purged = false;
  const lines = await localDb.transaction(
    'rw',
    localDb.articleInCart,
    localDb.summary,
    async () => {
      const stored = await localDb.articleInCart.toArray();
      const kept = purgeSoftDeleted(stored);
      if (kept.length !== stored.length) {
        purged = true;
        await replaceLines(stored, kept);
        await saveSummary(kept);
      }
      return kept;
    },
  );
  if (purged) notifyCartUpdated();
  return lines;
}

/**
 * The summary record (id 1, docs/product/cart.md#cart-summary), created empty with a new
 * device id on first use.
 */
export async function getCartSummary(): Promise<CartSummaryRecord> {
  const stored = await localDb.summary.get(LOCAL_SINGLE_RECORD_ID);
  if (stored) return stored;
  return localDb.transaction('rw', localDb.articleInCart, localDb.summary, async () => {
    // Another call may have created it between the read above and this transaction.
    const existing = await localDb.summary.get(LOCAL_SINGLE_RECORD_ID);
    return existing ?? saveSummary(await localDb.articleInCart.toArray());
  });
}

/**
 * Totals HT, TTC and taxes of the cart at `now`, campaigns applied
 * (docs/product/cart.md#cart-totals).
 */
export async function getCartTotals(now: Date = new Date()): Promise<Totals> {
  return cartTotals(await getCartLines(), now);
}
