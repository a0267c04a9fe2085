import type { Article } from '@labo/domain/catalog-schemas';
import { SEARCH_MIN_CHARS } from '@labo/domain/limits';
import { TEXT_INVALID_CHARACTER, TEXT_TOO_LONG } from '@labo/domain/messages';
import { SEARCH_MAX_CHARS } from '@labo/domain/search-schemas';
import {
  buildArticleSearchText,
  matchesEveryWord,
  matchesFullSequence,
} from '@labo/domain/search-text';
import { slugify } from '@labo/domain/slug';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';
import { SEARCH_RATE_LIMIT } from './search-routes';
import { SEARCH_RESULTS_CAP } from './search-service';

let t: TestApp;
let leaf: number;

beforeAll(async () => {
  // As behind a reverse proxy on the same host (README.md#configuration).
  t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1,::1' });
});
afterAll(() => t.close());

beforeEach(async () => {
  await resetDatabase(t.database);
  // Answers are cached like the catalogue's; fixtures bypass the import that clears them.
  t.app.catalog.invalidate();
  leaf = (await insertTree(t.database.db, ['Verrerie', 'Verrerie de laboratoire', 'Béchers']))
    .underSubCategoryId;
});

const TOO_SHORT = `La recherche doit contenir au moins ${SEARCH_MIN_CHARS} caractères`;

interface Answer {
  match_full_sequence: Article[];
  match_intersects: Article[];
}

function post(payload: unknown, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/exposed/search/articles',
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function search(query: string): Promise<Answer> {
  const res = await post({ query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

const refs = (list: Article[]) => list.map((a) => a.crmId);

function article(
  crmId: string,
  label: string,
  extra: { featured?: boolean; softDeleted?: boolean; brandName?: string } = {},
) {
  return insertArticle(t.database.db, { crmId, label, underSubCategoryId: leaf, ...extra });
}

/** Many articles in one statement, for the cap. */
async function insertMany(count: number, label: (i: number) => string, prefix: string) {
  const rows = Array.from({ length: count }, (_, i) => {
    const crmId = `${prefix}-${String(i).padStart(4, '0')}`;
    return {
      crmId,
      label: label(i),
      basePriceCents: 100,
      underSubCategoryId: leaf,
      slug: slugify(`${label(i)} ${crmId}`),
      searchText: buildArticleSearchText({ crmId, label: label(i), brandName: 'Duran' }),
      brandName: 'Duran',
    };
  });
  await t.database.db.insert(articles).values(rows);
}

describe('POST /exposed/search/articles', () => {
  it('puts the whole-query matches in match_full_sequence and the word matches in match_intersects', async () => {
    await article('DUR-100002', 'Bécher forme basse 250 ml');
    await article('DUR-100003', 'Bécher forme basse 100 ml');
    await article('DUR-100004', 'Bécher forme haute 250 ml');
    await article('SCH-200001', 'Erlenmeyer col étroit 250 ml');
    await article('SCH-200002', 'Fiole jaugée classe A');

    const whole = await search('bécher forme basse');
    expect(refs(whole.match_full_sequence)).toEqual(['DUR-100003', 'DUR-100002']);
    expect(refs(whole.match_intersects)).toEqual(['DUR-100004']);

    // The rule's own example (docs/product/search.md#search-text): "becher 250" finds
    // "Bécher forme basse 250 ml", through its words.
    const words = await search('becher 250');
    expect(words.match_full_sequence).toEqual([]);
    // Both words first (label order), then the articles with "becher" only; "250" is too
    // short to bring articles on its own (the Erlenmeyer 250 ml is not listed).
    expect(refs(words.match_intersects)).toEqual(['DUR-100002', 'DUR-100004', 'DUR-100003']);
  });

  it('lists articles with a single 3-character word only when they have another word too', async () => {
    await article('KIT-1', 'Kit PCR complet');
    await article('KIT-2', 'Kit de dissection');
    await article('PCR-1', 'Tubes PCR 0,2 ml');
    await article('PCR-2', 'Plaque PCR 96 puits');
    await article('PLA-1', 'Plaque chauffante');
    const answer = await search('kit pcr plaque');
    // Two words each (label order), then "plaque" alone; "kit" or "pcr" alone: not listed.
    expect(refs(answer.match_intersects)).toEqual(['KIT-1', 'PCR-2', 'PLA-1']);
  });

  it('answers what the domain rules say each list holds', async () => {
    await article('DUR-100002', 'Bécher forme basse 250 ml');
    await article('DUR-100004', 'Bécher forme haute 250 ml');
    await article('SCH-200001', 'Erlenmeyer col étroit 250 ml');
    await article('SCH-200002', 'Fiole jaugée classe A 250 ml');
    const query = 'forme basse 250 ml';
    const answer = await search(query);
    const text = (a: Article) =>
      buildArticleSearchText({ ...a, crmSecondaryId: a.crm_secondary_id });
    for (const a of answer.match_full_sequence)
      expect(matchesFullSequence(text(a), query)).toBe(true);
    for (const a of answer.match_intersects)
      expect(matchesFullSequence(text(a), query)).toBe(false);
    // Every word first, then some: once an article misses a word, no later one has them all.
    const every = answer.match_intersects.map((a) => matchesEveryWord(text(a), query));
    expect(every).toEqual([...every].sort((a, b) => Number(b) - Number(a)));
    expect(answer.match_intersects.length).toBe(3);
  });

  it('ranks articles with more of the words first', async () => {
    await article('A-1', 'Agitateur plaque chauffante');
    await article('A-2', 'Agitateur magnétique plaque chauffante céramique');
    await article('A-3', 'Plaque céramique');
    await article('A-4', 'Bain chauffant');
    const answer = await search('agitateur céramique chauffante');
    expect(answer.match_full_sequence).toEqual([]);
    expect(refs(answer.match_intersects)).toEqual(['A-2', 'A-1', 'A-3']);
  });

  it('ranks by words matched for long queries too', async () => {
    // Past 4 words the SQL counts the words of every candidate in one step.
    await article('A-1', 'Agitateur plaque chauffante');
    await article('A-2', 'Agitateur magnétique plaque chauffante céramique');
    await article('A-3', 'Plaque céramique');
    await article('A-4', 'Bain chauffant');
    const answer = await search('agitateur magnetique chauffante ceramique numerique');
    expect(answer.match_full_sequence).toEqual([]);
    expect(refs(answer.match_intersects)).toEqual(['A-2', 'A-1', 'A-3']);
  });

  it('folds accents and case', async () => {
    await article('BRA-1', 'Éprouvette graduée 100 ml');
    for (const query of ['eprouvette', 'ÉPROUVETTE', 'Eprouvette Graduee', 'éprouvette, graduée']) {
      const answer = await search(query);
      expect(refs(answer.match_full_sequence), query).toEqual(['BRA-1']);
    }
  });

  it('finds a reference however its separators are typed, the exact reference first', async () => {
    await article('DUR-100002', 'Bécher forme basse 250 ml');
    // Featured and earlier in label order, and its compact reference contains the query.
    await article('DUR-1000021', 'Agitateur', { featured: true });
    for (const query of ['dur100002', 'DUR-100002', 'dur 100002', 'Dur.100002', 'dur/100/002']) {
      const answer = await search(query);
      expect(refs(answer.match_full_sequence)[0], query).toBe('DUR-100002');
    }
    const answer = await search('dur100002');
    expect(refs(answer.match_full_sequence)).toEqual(['DUR-100002', 'DUR-1000021']);
  });

  it('forgives one typo in a word of 5 letters or more, in match_intersects', async () => {
    await article('PIP-1', 'Pipette graduée 10 ml');
    await article('ERL-1', 'Erlenmeyer col étroit 250 ml');
    await article('SRS-1', 'Pipeteur électronique');

    const pipette = await search('pipete');
    // "pipete" itself occurs in "pipeteur": that stays a whole-query match.
    expect(refs(pipette.match_full_sequence)).toEqual(['SRS-1']);
    expect(refs(pipette.match_intersects)).toEqual(['PIP-1']);

    const erlen = await search('erlenmayer');
    expect(erlen.match_full_sequence).toEqual([]);
    expect(refs(erlen.match_intersects)).toEqual(['ERL-1']);

    const withOtherWord = await search('erlenmayer 250');
    expect(refs(withOtherWord.match_intersects)).toEqual(['ERL-1']);

    // Two typos, or one in a short word, find nothing.
    expect(await search('pipatta')).toEqual({ match_full_sequence: [], match_intersects: [] });
    expect(await search('pipo')).toEqual({ match_full_sequence: [], match_intersects: [] });
  });

  it('finds a word of the catalogue as it is, without looking for typos', async () => {
    await article('BEC-1', 'Bécher 50 ml');
    await article('BAC-1', 'Bâcher 50 ml');
    const answer = await search('becher');
    expect(refs(answer.match_full_sequence)).toEqual(['BEC-1']);
    expect(answer.match_intersects).toEqual([]);
  });

  it('never answers soft-deleted articles', async () => {
    await article('DUR-1', 'Bécher forme basse 250 ml', { softDeleted: true });
    await article('DUR-2', 'Pipette graduée', { softDeleted: true });
    await article('DUR-3', 'Bécher forme haute 100 ml');
    for (const query of [
      'becher forme basse',
      'dur1',
      'DUR-1',
      'becher 250',
      'pipete',
      'graduee',
    ]) {
      const answer = await search(query);
      const all = [...answer.match_full_sequence, ...answer.match_intersects];
      expect(refs(all), query).not.toContain('DUR-1');
      expect(refs(all), query).not.toContain('DUR-2');
    }
  });

  it('never lists an article twice', async () => {
    await article('DUR-100002', 'Bécher dur 100002 forme basse');
    await article('DUR-100003', 'Bécher forme basse 250 ml');
    await article('VIT-1', 'Verre de montre dur');
    for (const query of ['dur 100002', 'DUR-100002', 'becher dur', 'dur100002 becher']) {
      const answer = await search(query);
      const ids = [...answer.match_full_sequence, ...answer.match_intersects].map((a) => a.id);
      expect(new Set(ids).size, query).toBe(ids.length);
    }
  });

  it('orders a list featured first, then by label in French order', async () => {
    await article('D-1', 'Entonnoir');
    await article('D-2', 'Éprouvette');
    await article('D-3', 'Eau distillée');
    await article('D-4', 'Zinc', { featured: true });
    await article('D-5', 'entonnoir à filtre');
    const answer = await search('duran');
    expect(answer.match_full_sequence.map((a) => a.label)).toEqual([
      'Zinc',
      'Eau distillée',
      'Entonnoir',
      'entonnoir à filtre',
      'Éprouvette',
    ]);
  });

  it(`caps each list at ${SEARCH_RESULTS_CAP} articles`, async () => {
    await insertMany(SEARCH_RESULTS_CAP + 5, (i) => `Tube à essai ${i}`, 'TUB');
    await insertMany(SEARCH_RESULTS_CAP + 5, (i) => `Bouchon pour tube ${i}`, 'BOU');
    const answer = await search('tube a essai');
    expect(answer.match_full_sequence).toHaveLength(SEARCH_RESULTS_CAP);
    expect(answer.match_intersects).toHaveLength(SEARCH_RESULTS_CAP);
    expect(answer.match_intersects.every((a) => a.label.startsWith('Bouchon'))).toBe(true);
  });

  it('serves queries that normalise alike from one cached answer until the catalogue changes', async () => {
    await article('DUR-100002', 'Bécher forme basse 250 ml');
    expect(refs((await search('becher')).match_full_sequence)).toEqual(['DUR-100002']);
    await article('DUR-100003', 'Bécher forme haute 400 ml');
    expect(refs((await search('  Bécher ')).match_full_sequence)).toEqual(['DUR-100002']);
    t.app.catalog.invalidate();
    expect(refs((await search('BECHER')).match_full_sequence)).toEqual([
      'DUR-100002',
      'DUR-100003',
    ]);
  });

  it('answers wire articles', async () => {
    await article('DUR-100002', 'Bécher forme basse 250 ml');
    const [found] = (await search('becher')).match_full_sequence;
    expect(found).toMatchObject({
      crmId: 'DUR-100002',
      label: 'Bécher forme basse 250 ml',
      brandName: 'Duran',
      featured: '0',
      soft_deleted: '0',
      basePrice: '12.50',
      cat_label: 'Verrerie',
      usc_label: 'Béchers',
      sales_campaign: [],
      activeSaleCampaign: null,
    });
  });
});

describe('POST /exposed/search/articles refuses bad input with a 400 in JSON', () => {
  it.each(['ab', '  ab  ', '--a--', 'é.', '', '!!!'])(
    'too short after normalisation: %j',
    async (query) => {
      const res = await post({ query });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        error: 'invalid_input',
        message: TOO_SHORT,
        fields: { query: TOO_SHORT },
      });
    },
  );

  it('accepts 3 characters', async () => {
    await article('ABC-1', 'Support abc');
    expect(refs((await search('a-b')).match_full_sequence)).toEqual([]);
    expect(refs((await search('abc')).match_full_sequence)).toEqual(['ABC-1']);
  });

  it('refuses a query over the length limit', async () => {
    const res = await post({ query: 'a'.repeat(SEARCH_MAX_CHARS + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input', message: TEXT_TOO_LONG });
  });

  it('refuses a NUL character in the query with a 400', async () => {
    // docs/product/api-conventions.md#text-fields: PostgreSQL text cannot hold NUL.
    const res = await post({ query: 'bécher\u0000 forme basse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_input',
      fields: { query: TEXT_INVALID_CHARACTER },
    });
  });

  it.each([
    ['no query', {}],
    ['a number', { query: 12345 }],
    ['null', { query: null }],
  ])('refuses a body with %s', async (_name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input', message: expect.any(String) });
  });

  it.each([
    ['malformed JSON', '{"query": "bec', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a JSON array', '["becher"]', 'application/json'],
    ['plain text', 'becher', 'text/plain'],
  ])('refuses %s without a 500', async (_name, payload, contentType) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/exposed/search/articles',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('POST /exposed/search/articles rate limit', () => {
  it(`allows ${SEARCH_RATE_LIMIT.max} searches a minute per address, then answers 429`, async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) {
      // Refused queries count too, and cost no database work.
      expect((await post({ query: 'ab' }, address)).statusCode).toBe(400);
    }
    const limited = await post({ query: 'becher' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
    // Another address, and calls from this machine, are not affected.
    expect((await post({ query: 'becher' }, '203.0.113.10')).statusCode).toBe(200);
    expect((await post({ query: 'becher' })).statusCode).toBe(200);
  });

  it('counts a call relayed by a local proxy under the client address', async () => {
    const relayed = () =>
      t.app.inject({
        method: 'POST',
        url: '/exposed/search/articles',
        payload: { query: 'ab' },
        headers: { 'x-forwarded-for': '198.51.100.4' },
      });
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) await relayed();
    expect((await relayed()).statusCode).toBe(429);
  });
});

describe('search OpenAPI description', () => {
  it('states the cap and the rate limit', async () => {
    const res = await t.app.inject('/docs/json');
    const operation = res.json().paths['/exposed/search/articles'].post;
    expect(operation.description).toContain(`Au plus ${SEARCH_RESULTS_CAP} articles par liste`);
    expect(operation.description).toContain(`${SEARCH_RATE_LIMIT.max} requêtes par minute`);
  });
});
