import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { quoteLines, quotes } from '#db/schema';

// The quotes of a list and their lines (docs/product/accounts.md#quote-history), mapped to
// the wire by quote-wire.ts.

const listedQuoteColumns = {
  id: quotes.id,
  createdAt: quotes.createdAt,
  pipeStatus: quotes.pipeStatus,
  totalQuantity: quotes.totalQuantity,
  totalHtCents: quotes.totalHtCents,
  deliveryStreet: quotes.deliveryStreet,
  deliveryStreetComplement: quotes.deliveryStreetComplement,
  deliveryZipCode: quotes.deliveryZipCode,
  deliveryCity: quotes.deliveryCity,
  deliveryCountry: quotes.deliveryCountry,
  billingStreet: quotes.billingStreet,
  billingStreetComplement: quotes.billingStreetComplement,
  billingZipCode: quotes.billingZipCode,
  billingCity: quotes.billingCity,
  billingCountry: quotes.billingCountry,
};

const listedLineColumns = {
  id: quoteLines.id,
  quoteId: quoteLines.quoteId,
  articleId: quoteLines.articleId,
  articleTitle: quoteLines.articleTitle,
  packing: quoteLines.packing,
  unitPriceCents: quoteLines.unitPriceCents,
  quantity: quoteLines.quantity,
  salePercentage: quoteLines.salePercentage,
};

/** A customer's quotes, newest first, and their lines in line order. */
export async function selectQuotesOfUser(db: Executor, userId: number) {
  const [rows, lines] = await Promise.all([
    db
      .select(listedQuoteColumns)
      .from(quotes)
      .where(eq(quotes.userId, userId))
      .orderBy(desc(quotes.createdAt), desc(quotes.id)),
    db
      .select(listedLineColumns)
      .from(quoteLines)
      .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
      .where(eq(quotes.userId, userId))
      .orderBy(asc(quoteLines.quoteId), asc(quoteLines.id)),
  ]);
  return { quotes: rows, lines };
}

export type ListedQuotes = Awaited<ReturnType<typeof selectQuotesOfUser>>;
