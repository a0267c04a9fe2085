import { MAX_ARTICLE_PRICE_CENTS, MAX_QUOTE_TOTAL_HT_CENTS } from '@labo/domain/limits';
import {
  QUOTE_ARTICLE_UNAVAILABLE,
  QUOTE_ARTICLES_UNAVAILABLE,
  QUOTE_DUPLICATE_ARTICLE,
  QUOTE_LINES_REQUIRED,
  QUOTE_TOTAL_TOO_HIGH,
  TEXT_INVALID_CHARACTER,
  UNAUTHORIZED,
} from '@labo/domain/messages';
import { quoteNumber } from '@labo/domain/quote-number';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { quoteLines, quotes, users } from '#db/schema';
import { signUserToken } from '#test/auth-fixtures';
import { insertCampaign } from '#test/catalog-fixtures';
import { insertPricedArticle, postQuote, quoteRequest, storedCounts } from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const DAY = 24 * 3600 * 1000;

async function storedQuote(id: number) {
  const quote = firstRow(await t.database.db.select().from(quotes).where(eq(quotes.id, id)));
  const lines = await t.database.db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, id))
    .orderBy(quoteLines.id);
  return { quote, lines };
}

describe('POST /exposed/post/quote pricing', () => {
  it('prices from the database without a campaign and keeps a snapshot of each line', async () => {
    const becher = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const reduced = await insertPricedArticle(t.database.db, 'DUR-2', {
      basePriceCents: 999,
      vatBasisPoints: 550,
    });
    const res = await postQuote(
      t,
      quoteRequest([
        { article_id: becher.id, quantity: 2 },
        { article_id: reduced.id, quantity: 3 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    // 2 × 12.50 + 3 × 9.99 = 54.97 HT; 2 × 15.00 + 3 × 10.54 = 61.62 TTC.
    const answer = res.json();
    expect(answer).toMatchObject({ total_ht_price: '54.97', total_ttc_price: '61.62' });

    const { quote, lines } = await storedQuote(answer.id);
    expect(quote).toMatchObject({
      pipeStatus: 'PENDING',
      userId: null,
      email: 'marie.curie@example.org',
      deliveryZipCode: '75005',
      deliveryStreetComplement: 'Bâtiment B',
      billingStreet: '1 place du Panthéon',
      totalQuantity: 5,
      totalHtCents: 5497,
      totalTtcCents: 6162,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        articleId: becher.id,
        articleTitle: 'Duran - Bécher DUR-1',
        packing: 'Carton de 10',
        unitPriceCents: 1250,
        vatBasisPoints: 2000,
        salePercentage: 0,
        quantity: 2,
      }),
      expect.objectContaining({
        articleId: reduced.id,
        unitPriceCents: 999,
        vatBasisPoints: 550,
        quantity: 3,
      }),
    ]);
  });

  it('applies the campaign active now, and ignores ended and future ones', async () => {
    const onSale = await insertPricedArticle(t.database.db, 'SALE-1', { basePriceCents: 1250 });
    const notYet = await insertPricedArticle(t.database.db, 'SALE-2', { basePriceCents: 1000 });
    const now = Date.now();
    await insertCampaign(t.database.db, {
      title: 'Rentrée',
      percentage: 15,
      startAt: new Date(now - DAY),
      endAt: new Date(now + DAY),
      articleIds: [onSale.id],
    });
    await insertCampaign(t.database.db, {
      title: 'Été',
      percentage: 50,
      startAt: new Date(now - 10 * DAY),
      endAt: new Date(now - 2 * DAY),
      articleIds: [notYet.id],
    });
    await insertCampaign(t.database.db, {
      title: 'Noël',
      percentage: 30,
      startAt: new Date(now + 2 * DAY),
      endAt: new Date(now + 10 * DAY),
      articleIds: [notYet.id],
    });
    const res = await postQuote(
      t,
      quoteRequest([
        { article_id: onSale.id, quantity: 2 },
        { article_id: notYet.id, quantity: 1 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    // 12.50 − 15 % = 10.625 → 10.63 HT and 15.00 − 15 % = 12.75 TTC per unit.
    expect(res.json()).toMatchObject({ total_ht_price: '31.26', total_ttc_price: '37.50' });
    const { lines } = await storedQuote(res.json().id);
    expect(lines.map((l) => [l.articleId, l.unitPriceCents, l.salePercentage])).toEqual([
      [onSale.id, 1250, 15],
      [notYet.id, 1000, 0],
    ]);
  });

  it('ignores any price the payload carries', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const honest = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 4 }]));
    const tampered = await postQuote(
      t,
      quoteRequest(
        [
          {
            article_id: article.id,
            quantity: 4,
            basePrice: '0.01',
            unit_price: '0.01',
            sale_percentage: '99',
          } as never,
        ],
        { total_ht_price: '0.04', total_ttc_price: '0.05', basePrice: '0.01' },
      ),
    );
    expect(tampered.statusCode, tampered.body).toBe(201);
    expect(tampered.json()).toMatchObject({ total_ht_price: '50.00', total_ttc_price: '60.00' });
    expect(tampered.json().total_ht_price).toBe(honest.json().total_ht_price);
    const { lines } = await storedQuote(tampered.json().id);
    expect(lines[0]).toMatchObject({ unitPriceCents: 1250, salePercentage: 0 });
  });
});

describe('POST /exposed/post/quote large totals (docs/product/quote-request.md#quote-limits)', () => {
  it('stores totals above the 32-bit bound of 21,474,836.47 €', async () => {
    // The demo's dearest article, 14,739.35 € HT, at quantity 1,215: 21,489,972.30 € TTC.
    const article = await insertPricedArticle(t.database.db, 'WAL-100409', {
      basePriceCents: 1_473_935,
    });
    const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 1215 }]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      total_ht_price: '17908310.25',
      total_ttc_price: '21489972.30',
    });
    const { quote, lines } = await storedQuote(res.json().id);
    expect(quote).toMatchObject({
      totalQuantity: 1215,
      totalHtCents: 1_790_831_025,
      totalTtcCents: 2_148_997_230,
    });
    expect(lines[0]).toMatchObject({ unitPriceCents: 1_473_935, quantity: 1215 });
  });

  it('stores the highest price the import accepts, and refuses a total over the cap', async () => {
    const dearest = await insertPricedArticle(t.database.db, 'MAX-1', {
      basePriceCents: MAX_ARTICLE_PRICE_CENTS,
    });
    const atCap = MAX_QUOTE_TOTAL_HT_CENTS / MAX_ARTICLE_PRICE_CENTS;
    const capped = await postQuote(t, quoteRequest([{ article_id: dearest.id, quantity: atCap }]));
    expect(capped.statusCode, capped.body).toBe(201);
    expect((await storedQuote(capped.json().id)).lines[0]?.unitPriceCents).toBe(
      MAX_ARTICLE_PRICE_CENTS,
    );

    const before = await storedCounts(t.database.db);
    const over = await postQuote(
      t,
      quoteRequest([{ article_id: dearest.id, quantity: atCap + 1 }]),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: 'invalid_input', message: QUOTE_TOTAL_TOO_HIGH });
    expect(await storedCounts(t.database.db)).toEqual(before);
  });
});

describe('POST /exposed/post/quote refusals', () => {
  it.each([
    [0, 'La quantité doit être au moins égale à 1.'],
    [-3, 'La quantité doit être au moins égale à 1.'],
    [10000, 'La quantité doit être un nombre entier de 1 à 9999.'],
    [1.5, 'La quantité doit être un nombre entier de 1 à 9999.'],
    ['2', 'La quantité doit être un nombre entier de 1 à 9999.'],
  ])('refuses the quantity %j with 400 and stores nothing', async (quantity, message) => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity } as never]));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'invalid_input', message: expect.any(String) });
    expect(Object.keys(body.fields)).toEqual(['lines.0.quantity']);
    expect(body.fields['lines.0.quantity']).toBe(message);
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 0, lines: 0, mails: 0 });
  });

  it('refuses unknown and withdrawn articles, naming them, and stores nothing', async () => {
    const kept = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const withdrawn = await insertPricedArticle(t.database.db, 'OLD-7', {
      basePriceCents: 500,
      softDeleted: true,
    });
    const res = await postQuote(
      t,
      quoteRequest([
        { article_id: kept.id, quantity: 1 },
        { article_id: withdrawn.id, quantity: 1 },
        { article_id: 987654, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_input',
      message: QUOTE_ARTICLES_UNAVAILABLE('OLD-7', 'n° 987654'),
      fields: {
        'lines.1.article_id': QUOTE_ARTICLE_UNAVAILABLE,
        'lines.2.article_id': QUOTE_ARTICLE_UNAVAILABLE,
      },
    });
    expect(res.json().message).toContain('OLD-7');
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 0, lines: 0, mails: 0 });
  });

  it('refuses an empty quote, a repeated article and a missing e-mail', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const empty = await postQuote(t, quoteRequest([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.lines).toBe(QUOTE_LINES_REQUIRED);

    const twice = await postQuote(
      t,
      quoteRequest([
        { article_id: article.id, quantity: 1 },
        { article_id: article.id, quantity: 2 },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields.lines).toBe(QUOTE_DUPLICATE_ARTICLE);

    const noEmail = await postQuote(
      t,
      quoteRequest([{ article_id: article.id, quantity: 1 }], { email: '' }),
    );
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().fields.email).toBe('Ce champ est obligatoire');
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 0, lines: 0, mails: 0 });
  });
});

describe('POST /exposed/post/quote text fields', () => {
  it('refuses a NUL character in any text field with a 400 naming the field', async () => {
    // docs/product/api-conventions.md#text-fields: PostgreSQL text cannot hold NUL.
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const body = quoteRequest([{ article_id: article.id, quantity: 1 }]);
    const textFields = Object.keys(body).filter((key) => key !== 'lines');
    expect(textFields).toHaveLength(16);
    for (const field of textFields) {
      const res = await postQuote(t, { ...body, [field]: 'Paris\u0000 5e' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_input',
        fields: { [field]: TEXT_INVALID_CHARACTER },
      });
    }
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 0, lines: 0, mails: 0 });
  });
});

describe('POST /exposed/post/quote number and owner', () => {
  it('numbers the quote YYYYMM-{id} from its creation date in Paris', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const first = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 1 }]));
    const second = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 1 }]));
    expect(second.json().id).toBe(first.json().id + 1);
    for (const res of [first, second]) {
      const { id, sort_number } = res.json();
      const { quote } = await storedQuote(id);
      expect(sort_number).toBe(quoteNumber(quote.createdAt, id));
      expect(sort_number).toMatch(new RegExp(`^\\d{6}-${id}$`));
    }
  });

  it('belongs to the bearer, to nobody without one, and refuses a bad token', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const user = firstRow(
      await t.database.db
        .insert(users)
        .values({ email: 'client@example.org', passwordHash: 'unused' })
        .returning(),
    );
    const token = signUserToken(t.app, user);
    const payload = quoteRequest([{ article_id: article.id, quantity: 1 }]);

    const owned = await postQuote(t, payload, { headers: { authorization: `Bearer ${token}` } });
    expect(owned.statusCode, owned.body).toBe(201);
    expect((await storedQuote(owned.json().id)).quote.userId).toBe(user.id);

    const anonymous = await postQuote(t, payload);
    expect((await storedQuote(anonymous.json().id)).quote.userId).toBeNull();

    const bad = await postQuote(t, payload, {
      headers: { authorization: `Bearer ${token.slice(0, -2)}xx` },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'unauthorized', message: UNAUTHORIZED });
    expect((await storedCounts(t.database.db)).quotes).toBe(2);
  });
});

describe('quote OpenAPI description', () => {
  it('documents the route, its header and its limits in French', async () => {
    const operation = (await t.app.inject('/docs/json')).json().paths['/exposed/post/quote'].post;
    expect(operation.description).toContain('Idempotency-Key');
    expect(operation.description).toContain('20 demandes par 10 minutes');
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
  });
});
