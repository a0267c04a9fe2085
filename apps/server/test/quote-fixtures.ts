import type { QuoteRequest } from '@labo/domain/quote-schemas';
import type { Database } from '#db/database';
import { mailOutbox, quoteLines, quotes } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import type { TestApp } from '#test/test-app';

// Shared by the quote route tests: a request body, the call, and row counts.

export const CUSTOMER_EMAIL = 'marie.curie@example.org';

export function quoteRequest(
  lines: QuoteRequest['lines'],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    firstName: 'Marie',
    lastName: 'Curie',
    email: CUSTOMER_EMAIL,
    phone: '01 23 45 67 89',
    comment: 'Livraison le matin',
    deliveryStreet: '11 rue Pierre et Marie Curie',
    deliveryStreetComplement: 'Bâtiment B',
    deliveryCityZipCode: '75005',
    deliveryCity: 'Paris',
    deliveryCountry: 'France',
    billingStreet: '1 place du Panthéon',
    billingStreetComplement: '',
    billingCityZipCode: '75005',
    billingCity: 'Paris',
    billingCountry: 'France',
    lines,
    env: 'production',
    ...extra,
  };
}

export function postQuote(
  t: TestApp,
  payload: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/exposed/post/quote',
    payload: payload as Record<string, unknown>,
    headers: options.headers ?? {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** What a quote request leaves behind: refused or failed ones must leave nothing. */
export async function storedCounts(db: Database) {
  const [quoteCount, lineCount, mailCount] = await Promise.all([
    db.$count(quotes),
    db.$count(quoteLines),
    db.$count(mailOutbox),
  ]);
  return { quotes: quoteCount, lines: lineCount, mails: mailCount };
}

/** A leaf of the tree and an article in it with the given price and VAT. */
export async function insertPricedArticle(
  db: Database,
  crmId: string,
  price: { basePriceCents: number; vatBasisPoints?: number; softDeleted?: boolean },
) {
  const { underSubCategoryId } = await insertTree(db, ['Verrerie', 'Béchers', 'Forme basse']);
  return insertArticle(db, {
    crmId,
    label: `Bécher ${crmId}`,
    brandName: 'Duran',
    conditionnement: 'Carton de 10',
    underSubCategoryId,
    ...price,
  });
}

/**
 * A signed link's query with the first character of its signature changed: never the
 * signature itself, where always putting an "A" there left it as it was once in 64 runs.
 */
export function forgedSignature(link: string): string {
  return link.replace(/signature=(.)/, (_, first: string) =>
    first === 'A' ? 'signature=B' : 'signature=A',
  );
}
