import type { Article } from '@labo/domain/catalog-schemas';
import { compareLabels } from '@labo/domain/label-order';
import { INVALID_INPUT, SEARCH_TOO_LONG } from '@labo/domain/messages';
import {
  SEARCH_MAX_WORDS,
  type SearchAnswer,
  searchRequestSchema,
} from '@labo/domain/search-schemas';
import { compactReference, normalizeSearchText, searchWords } from '@labo/domain/search-text';
import { sql } from 'drizzle-orm';
import type { Database } from '#db/database';
import { AppError, badRequest } from '#http/app-error';
import { wireArticles } from '#modules/article-read-model/article-read-model-public';
import { SearchGate } from './search-gate';
import {
  type SearchQuery,
  type SearchRow,
  type SearchTerm,
  selectSearchRows,
  selectVocabularyNear,
} from './search-queries';
import { isOneTypoAway } from './typo-distance';

/**
 * Most articles in each list of the answer (docs/product/search.md#result-cap), stated in
 * the route's OpenAPI description. A person refines a search long before 200 rows; the
 * cap bounds the answer's size and the database work of a one-word query.
 */
export const SEARCH_RESULTS_CAP = 50;
/**
 * One typo is forgiven in words of 5 letters or more ("pipete", "erlenmayer"):
 * docs/product/search.md#typo-tolerance.
 */
const TYPO_MIN_LETTERS = 5;
/** Corrections tried per unknown word, so that a short word cannot fan out widely. */
const MAX_CORRECTIONS = 5;

const LETTERS_ONLY = /^[a-z]+$/;
/**
 * Longest time the search statement may take on PostgreSQL: the slowest searches of the
 * benchmark catalogue take tens of milliseconds (docs/reliability.md#expensive-searches).
 */
const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

/**
 * Searches using the database at once in one process; others wait their turn. One: on
 * PGlite a flood of searches then delays another visitor's query by one search at most
 * rather than by all of them; on PostgreSQL it keeps most of the pool for everything else
 * (docs/reliability.md#expensive-searches).
 */
const SEARCHES_AT_ONCE = 1;

/** PostgreSQL's query_canceled (a statement timeout), as the driver reports it, in `cause`. */
function isQueryCanceled(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: string }).code === '57014') return true;
  }
  return false;
}

const byFeaturedThenLabel = (a: SearchRow, b: SearchRow): number =>
  Number(b.featured) - Number(a.featured) || compareLabels(a.label, b.label) || a.id - b.id;

// match_full_sequence (docs/product/search.md#answer-lists): the exact reference match
// first, then featured, then label.
const fullSequenceOrder = (a: SearchRow, b: SearchRow): number =>
  Number(b.tier === 'reference') - Number(a.tier === 'reference') || byFeaturedThenLabel(a, b);

// match_intersects: more words matched first (every word, then some), then as above.
const intersectsOrder = (a: SearchRow, b: SearchRow): number =>
  b.matched - a.matched || byFeaturedThenLabel(a, b);

/**
 * The 400 of a query too short or too long (docs/product/search.md#query-rule), with the
 * domain schema's French message.
 */
export function invalidSearchQuery(message: string): AppError {
  return badRequest(message, { query: message });
}

/**
 * The normalised query, checked by the domain's request schema after normalisation:
 * "--a--" is 5 characters typed but 1 searched, and the rule asks for 3
 * (docs/product/search.md#query-rule). Queries that normalise alike ("Bécher",
 * "becher ") have the same answer, cached under it.
 */
export function searchableSequence(query: string): string {
  const sequence = normalizeSearchText(query);
  const checked = searchRequestSchema.safeParse({ query: sequence });
  if (!checked.success) {
    throw invalidSearchQuery(checked.error.issues[0]?.message ?? INVALID_INPUT);
  }
  return sequence;
}

/**
 * Article search (docs/product/search.md#answer-lists). Soft-deleted articles never
 * appear. The SQL finds and cuts each list (search-queries.ts); this class corrects
 * typos, orders the kept rows in French label order and turns them into wire articles.
 */
export class SearchService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
    private readonly statementTimeoutMs = SEARCH_STATEMENT_TIMEOUT_MS,
    private readonly gate = new SearchGate(SEARCHES_AT_ONCE),
  ) {}

  /** The answer for a query already normalised and checked by searchableSequence. */
  search(sequence: string): Promise<SearchAnswer> {
    return this.gate.run(() => this.searchNow(sequence));
  }

  private async searchNow(sequence: string): Promise<SearchAnswer> {
    const terms = await this.spellTerms(searchWords(sequence).slice(0, SEARCH_MAX_WORDS));
    const rows = await this.selectRowsWithinTime({
      sequence,
      compactReference: compactReference(sequence),
      terms,
      wordTier: terms.length > 1 || terms[0]?.spellings.join(' ') !== sequence,
      cap: SEARCH_RESULTS_CAP,
    });
    const full = rows
      .filter((row) => row.tier !== 'words')
      .sort(fullSequenceOrder)
      .slice(0, SEARCH_RESULTS_CAP);
    const intersects = rows
      .filter((row) => row.tier === 'words')
      .sort(intersectsOrder)
      .slice(0, SEARCH_RESULTS_CAP);
    const wire: Article[] = await wireArticles(
      this.db,
      [...full, ...intersects],
      false,
      this.clock(),
    );
    return {
      match_full_sequence: wire.slice(0, full.length),
      match_intersects: wire.slice(full.length),
    };
  }

  /**
   * The search's one big statement, stopped by PostgreSQL past the time bound: one search
   * cannot hold a connection and a core for long (docs/reliability.md#expensive-searches).
   * PGlite runs one statement at a time and cannot stop one; the bound is set all the same.
   */
  private async selectRowsWithinTime(query: SearchQuery): Promise<SearchRow[]> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${this.statementTimeoutMs}`));
        return selectSearchRows(tx, query);
      });
    } catch (error) {
      if (isQueryCanceled(error)) throw new AppError(503, 'service_unavailable', SEARCH_TOO_LONG);
      throw error;
    }
  }

  /**
   * Each word with the spellings searched for it. A word of 5 letters or more that is not
   * itself a catalogue word may hold a typo: the catalogue words one typo away are
   * searched instead ("pipete" finds "pipette": docs/product/search.md#typo-tolerance).
   * The typed spelling stays when it occurs inside a longer word ("pipete" in
   * "pipeteur"): those articles keep their place in match_full_sequence and the
   * corrections land in match_intersects. Dropped otherwise, it would match nothing and
   * only cost an index lookup.
   */
  private async spellTerms(words: string[]): Promise<SearchTerm[]> {
    const typoProne = words.filter((w) => w.length >= TYPO_MIN_LETTERS && LETTERS_ONLY.test(w));
    const vocabulary = await selectVocabularyNear(this.db, typoProne);
    return words.map((word) => {
      if (!typoProne.includes(word) || vocabulary.includes(word)) return { spellings: [word] };
      const corrections = vocabulary
        .filter((known) => isOneTypoAway(word, known))
        .sort()
        .slice(0, MAX_CORRECTIONS);
      const occurs = vocabulary.some((known) => known.includes(word));
      return {
        spellings: occurs || corrections.length === 0 ? [word, ...corrections] : corrections,
      };
    });
  }
}
