import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#db/database';
import { articles, categories, searchWords, subCategories, underSubCategories } from '#db/schema';
import {
  type ArticleRow,
  articleColumns,
} from '#modules/article-read-model/article-read-model-public';
import { typoAnchors } from './typo-distance';

// SQL of the article search. Every pattern is built from normalised words
// (packages/domain search-text: only a-z, 0-9 and single spaces), so none holds a LIKE
// wildcard or escape character and none needs escaping. Substring tests on
// articles.search_text are served by its trigram index (articles_search_text_trgm_idx);
// words under 3 characters have no trigram and only filter what other words found.

/** One word of the query; an article has it when its text contains any of the spellings. */
export interface SearchTerm {
  spellings: string[];
}

export interface SearchQuery {
  /** The whole normalised query. */
  sequence: string;
  /** The query without spaces, compared with the compact references. */
  compactReference: string;
  /** Every word of the query, counted for "more words matched first". */
  terms: SearchTerm[];
  /** False skips the words tier: a single word spelt as typed would only repeat the sequence tier. */
  wordTier: boolean;
  /** Rows kept per list. */
  cap: number;
}

/** reference: exact reference match; sequence: whole query; words: some or all words. */
type SearchTier = 'reference' | 'sequence' | 'words';

/** An article row of the catalogue, with the tier that found it. */
export type SearchRow = ArticleRow & {
  tier: SearchTier;
  /** How many terms the article has (words tier only). */
  matched: number;
};

const TIERS: readonly SearchTier[] = ['reference', 'sequence', 'words'];

/** Words this short have no trigram: they rank what longer words found, never find. */
const TRIGRAM_MIN_CHARS = 3;
/**
 * A word this long brings articles into match_intersects on its own. A 3-character word
 * ("250", "mer", "kit") occurs in thousands of articles, so alone it adds noise, and
 * reading those articles is most of the search's cost (a reference typed "MER 166562"
 * would rank every article holding "mer",
 * docs/performance.md#short-words-in-the-benchmark-catalogue): it needs a second word.
 */
const LONE_TERM_MIN_CHARS = 4;
/**
 * Up to this many terms, the words tier is found in two steps (see wordTierSql); beyond,
 * the pairs of terms would cost more index scans than they save.
 */
const MAX_STAGED_TERMS = 4;

const findsCandidates = (term: SearchTerm): boolean =>
  term.spellings.every((spelling) => spelling.length >= TRIGRAM_MIN_CHARS);

const findsAlone = (term: SearchTerm): boolean =>
  term.spellings.every((spelling) => spelling.length >= LONE_TERM_MIN_CHARS);

/**
 * The longest part of a word the trigram index is asked for. The index reads one posting
 * list per trigram of the pattern, and the lists of digit trigrams are long: a pasted run
 * of 200 digits read nearly 200 of them for no better selection than its first 16
 * characters give. A longer word is found by its start, then checked whole with strpos,
 * which no index serves, on the few rows found (docs/reliability.md#expensive-searches).
 */
const INDEXED_CHARS = 16;

const contains = (word: string): SQL =>
  word.length <= INDEXED_CHARS
    ? sql`${articles.searchText} like ${`%${word}%`}`
    : sql`(${articles.searchText} like ${`%${word.slice(0, INDEXED_CHARS)}%`}
        and strpos(${articles.searchText}, ${word}) > 0)`;

const hasTerm = (term: SearchTerm): SQL =>
  sql`(${sql.join(term.spellings.map(contains), sql` or `)})`;

const anyOf = (conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` or `)})`;

// Must stay the expression of the articles_crm_id_compact_idx and
// articles_crm_secondary_id_compact_idx indexes (db/schema.ts), literals included.
const compactColumn = (column: AnyPgColumn): SQL =>
  sql`regexp_replace(lower(${column}), '[^a-z0-9]+', '', 'g')`;

const visible = sql`not ${articles.softDeleted}`;
// Byte order: the same as the C.UTF-8 databases here, without a locale-aware comparison
// per row (thousands for a common word). The service re-sorts the kept rows in French.
const byFeaturedThenLabel = sql`${articles.featured} desc, ${articles.label} collate "C", ${articles.id}`;

/**
 * Both answer lists in one query: the hits of each tier, cut at `cap` in SQL order
 * (featured first, then label; the service re-sorts the kept rows in French order),
 * joined to the article columns the catalogue maps to wire articles. Tiers never share
 * an article: the sequence tier leaves out the reference hits, the words tier both.
 */
export async function selectSearchRows(db: Executor, q: SearchQuery): Promise<SearchRow[]> {
  const ctes: SQL[] = [
    sql`exact_reference as materialized (
      select ${articles.id} as id from ${articles}
      where ${visible} and (${compactColumn(articles.crmId)} = ${q.compactReference}
        or ${compactColumn(articles.crmSecondaryId)} = ${q.compactReference})
      limit ${q.cap})`,
  ];
  const parts: SQL[] = [
    sql`select id, 0 as tier, 0 as matched from exact_reference`,
    sql`select * from (
      select ${articles.id} as id, 1 as tier, 0 as matched from ${articles}
      where ${visible} and ${contains(q.sequence)}
        and ${articles.id} not in (select id from exact_reference)
      order by ${byFeaturedThenLabel}
      limit ${q.cap}) as sequence_hits`,
  ];
  if (q.wordTier) wordTierSql(q, ctes, parts);
  const hits = sql`(with ${sql.join(ctes, sql`, `)} ${sql.join(parts, sql` union all `)}) as hits`;
  // The joins of selectArticles (article read model), so that wireArticles gets the rows it expects.
  const rows = await db
    .select({ ...articleColumns, tier: sql<number>`hits.tier`, matched: sql<number>`hits.matched` })
    .from(articles)
    .innerJoin(hits, sql`hits.id = ${articles.id}`)
    .innerJoin(underSubCategories, eq(underSubCategories.id, articles.underSubCategoryId))
    .innerJoin(subCategories, eq(subCategories.id, underSubCategories.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
  return rows.map((row) => ({ ...row, tier: TIERS[row.tier] ?? 'words' }));
}

/**
 * match_intersects: articles with two terms or more, or with one term of 4 characters or
 * more, more terms first, leaving out the articles of the other tiers. Counting the terms
 * of every candidate is what costs (a common word brings thousands), so with few terms
 * the articles that have two or more are found first, through pairs of terms whose
 * trigram lookups are selective; the articles that have only one term, which all rank
 * equal on that count, are read only when those do not fill the list.
 */
function wordTierSql(q: SearchQuery, ctes: SQL[], parts: SQL[]): void {
  const candidates = q.terms.filter(findsCandidates);
  if (candidates.length === 0) return;
  const alone = q.terms.filter(findsAlone).map(hasTerm);
  const notInOtherTiers = sql`not (${contains(q.sequence)})
    and ${articles.id} not in (select id from exact_reference)`;
  const matched = sql.join(
    q.terms.map((term) => sql`${hasTerm(term)}::int`),
    sql` + `,
  );
  const byMatchedThenLabel = sql`matched desc, ${byFeaturedThenLabel}`;
  if (q.terms.length > MAX_STAGED_TERMS) {
    const enough =
      alone.length > 0 ? sql`(${matched} >= 2 or ${anyOf(alone)})` : sql`${matched} >= 2`;
    parts.push(sql`select * from (
      select ${articles.id} as id, 2 as tier, ${matched} as matched from ${articles}
      where ${visible} and ${anyOf(candidates.map(hasTerm))} and ${notInOtherTiers}
        and ${enough}
      order by ${byMatchedThenLabel}
      limit ${q.cap}) as word_hits`);
    return;
  }
  const pairs: SQL[] = [];
  q.terms.forEach((a, i) => {
    for (const b of q.terms.slice(i + 1)) {
      if (findsCandidates(a) || findsCandidates(b)) {
        pairs.push(sql`(${hasTerm(a)} and ${hasTerm(b)})`);
      }
    }
  });
  ctes.push(
    pairs.length > 0
      ? sql`several_terms as materialized (
          select ${articles.id} as id, ${matched} as matched from ${articles}
          where ${visible} and ${anyOf(pairs)} and ${notInOtherTiers}
          order by ${byMatchedThenLabel}
          limit ${q.cap})`
      : sql`several_terms as materialized (select 0 as id, 0 as matched where false)`,
  );
  parts.push(sql`select id, 2 as tier, matched from several_terms`);
  if (alone.length === 0) return;
  parts.push(
    // Every article with two terms or more is in several_terms when it is not full.
    sql`select * from (
      select ${articles.id} as id, 2 as tier, 1 as matched from ${articles}
      where (select count(*) from several_terms) < ${q.cap}
        and ${visible} and ${anyOf(alone)} and ${notInOtherTiers}
        and ${articles.id} not in (select id from several_terms)
      order by ${byFeaturedThenLabel}
      limit ${q.cap}) as one_term`,
  );
}

/**
 * The vocabulary words that contain one of the given words (is it a catalogue word, or
 * inside one?) or may be one typo away from it (they share its start or its end and are
 * at most one letter longer or shorter), for all the given words in one query.
 */
export async function selectVocabularyNear(db: Executor, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const word = searchWords.word;
  const near = words.map((typed) => {
    const { prefix, suffix } = typoAnchors(typed);
    return sql`(${word} like ${`%${typed}%`}
      or ((${word} like ${`${prefix}%`} or ${word} like ${`%${suffix}`})
        and length(${word}) between ${typed.length - 1} and ${typed.length + 1}))`;
  });
  const rows = await db.select({ word }).from(searchWords).where(anyOf(near));
  return rows.map((row) => row.word);
}
