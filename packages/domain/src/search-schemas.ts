import { z } from 'zod';
import { articleListSchema } from './catalog-schemas';
import { SEARCH_MIN_CHARS } from './limits';
import { TEXT_TOO_LONG } from './messages';
import { wireText } from './wire-primitives';

/** Longest query accepted: a designation or a few references, not a document. */
export const SEARCH_MAX_CHARS = 200;
/**
 * Words of a query that are searched one by one (match_intersects); further words still
 * count in the whole sequence. Each word costs index look-ups, and every pair of the first
 * few more (docs/product/search.md#query-rule).
 */
export const SEARCH_MAX_WORDS = 8;

/** POST /exposed/search/articles body (docs/product/search.md#query-rule). */
export const searchRequestSchema = z.object({
  query: wireText()
    .trim()
    .min(SEARCH_MIN_CHARS, `La recherche doit contenir au moins ${SEARCH_MIN_CHARS} caractères`)
    .max(SEARCH_MAX_CHARS, TEXT_TOO_LONG),
});

/** docs/product/search.md#answer-lists: whole-query matches, then word matches. */
export const searchAnswerSchema = z.object({
  match_full_sequence: articleListSchema,
  match_intersects: articleListSchema,
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
