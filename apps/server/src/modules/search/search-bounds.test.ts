import { SEARCH_TOO_LONG } from '@labo/domain/messages';
import { SEARCH_MAX_CHARS } from '@labo/domain/search-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { SearchService } from './search-service';

// What bounds the work of one search (docs/reliability.md#expensive-searches): a long
// word is found by its start and checked whole, and on PostgreSQL the search statement
// stops at its time bound.

let t: TestApp;
/** 30 digits, longer than what the trigram index is asked for. */
const LONG_RUN = '123456789012345678901234567890';

beforeAll(async () => {
  t = await createTestApp();
  const { underSubCategoryId } = await insertTree(t.database.db, ['Mesure', 'Étalons', 'Masses']);
  await insertArticle(t.database.db, {
    crmId: 'ETA-1',
    label: `Étalon ${LONG_RUN}`,
    underSubCategoryId,
  });
  // The same first 16 digits, then others.
  await insertArticle(t.database.db, {
    crmId: 'ETA-2',
    label: `Étalon ${LONG_RUN.slice(0, 16)}99999999999999`,
    underSubCategoryId,
  });
});
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({ method: 'POST', url: '/exposed/search/articles', payload: { query } });

it('finds a long word whole, not by its start alone', async () => {
  const res = await search(LONG_RUN);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ match_full_sequence: Array<{ crmId: string }> }>();
  expect(answer.match_full_sequence.map((a) => a.crmId)).toEqual(['ETA-1']);
});

it('answers a query of the longest digit run accepted, finding nothing', async () => {
  const res = await search('7'.repeat(SEARCH_MAX_CHARS));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ match_full_sequence: [], match_intersects: [] });
});

it.skipIf(process.env.TEST_DB !== 'postgres')(
  'stops a search statement past its time bound on PostgreSQL, with a 503',
  async () => {
    const bounded = new SearchService(t.database.db, undefined, 200);
    // Another connection holds the articles: the search statement waits, then is stopped.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table articles in access exclusive mode`);
      await expect(bounded.search('etalon')).rejects.toMatchObject({
        statusCode: 503,
        message: SEARCH_TOO_LONG,
      });
    });
  },
);
