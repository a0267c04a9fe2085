import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_EMAIL, insertPricedArticle, quoteRequest } from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';

// docs/product/api-conventions.md#error-log: a 500's log names the query and the error,
// never the values the query carried.

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  );
});
afterAll(() => t.close());

describe('the log of an unexpected error', () => {
  it('holds the failed query and the database error, not the personal data it carried', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    // A table that refuses every row: a fault of ours, not bad input.
    await t.database.db.execute(
      sql.raw('alter table quotes add constraint test_refuses_every_quote check (false) not valid'),
    );
    const personal = {
      firstName: 'Irène',
      lastName: 'Joliot-Curie',
      phone: '06 98 76 54 32',
      comment: 'Commentaire très personnel',
      deliveryStreet: '12 rue des Secrets',
    };

    const res = await t.app.inject({
      method: 'POST',
      url: '/exposed/post/quote',
      payload: quoteRequest([{ article_id: article.id, quantity: 1 }], personal),
    });

    expect(res.statusCode).toBe(500);
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    const logged = JSON.stringify(errors);
    expect(logged).toContain('unexpected error');
    expect(logged).toContain('test_refuses_every_quote');
    expect(errors[0].err.query).toMatch(/insert into "quotes"/i);
    expect(errors[0].err.cause).toMatchObject({ constraint: 'test_refuses_every_quote' });
    for (const value of [...Object.values(personal), CUSTOMER_EMAIL, 'Marie', 'Curie']) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toMatch(/Nouvelle demande de devis|<html|<table/i);
  });
});
