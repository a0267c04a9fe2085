import type { Article } from '@labo/domain/catalog-schemas';
import { SEARCH_MIN_CHARS } from '@labo/domain/limits';
import { useCallback, useEffect, useState } from 'react';
import { onAppEvent } from '#shared/app-events.ts';
import { useSearchResults } from './api/search-articles';

/**
 * The search states: idle, searching, results, no results
 * (docs/product/search.md#search-states).
 */
export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'results'; articles: Article[] }
  | { status: 'noResults' };

const IDLE: SearchState = { status: 'idle' };

/** The search state of the text searched for, from its query's state. */
function searchState(
  submitted: string | null,
  results: ReturnType<typeof useSearchResults>,
): SearchState {
  if (submitted === null) return IDLE;
  if (results.isFetching) return { status: 'searching' };
  // A failed search shows the no-results message (docs/product/search.md#search-states).
  if (results.isError) return { status: 'noResults' };
  if (results.data === undefined) return { status: 'searching' };
  return results.data.length > 0
    ? { status: 'results', articles: results.data }
    : { status: 'noResults' };
}

/**
 * The header search (docs/product/search.md#header-search-bar): the field's text, the
 * search state and whether the results panel is open. A search runs at least 3 characters
 * long and one at a time; typing below 3 characters clears the results, a failed search
 * reads as no results, and going to an article resets everything. The results are a query
 * keyed by the text searched for, so an answer that arrives after such a reset is never
 * shown.
 */
export type HeaderSearchState = ReturnType<typeof useHeaderSearch>;

export function useHeaderSearch() {
  const [text, setTextState] = useState('');
  /** The text of the last search asked for, null while there is none to show. */
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const results = useSearchResults(submitted);
  const { refetch } = results;
  const state = searchState(submitted, results);

  const query = text.trim();
  const searching = state.status === 'searching';
  const canSearch = query.length >= SEARCH_MIN_CHARS && !searching;

  const clearResults = useCallback(() => {
    setSubmitted(null);
    setOpen(false);
  }, []);

  const reset = useCallback(() => {
    clearResults();
    setTextState('');
  }, [clearResults]);

  const setText = useCallback(
    (value: string) => {
      setTextState(value);
      if (value.trim().length < SEARCH_MIN_CHARS) clearResults();
    },
    [clearResults],
  );

  const search = useCallback(() => {
    if (!canSearch) return;
    // The same text searched again is sent again: the catalogue may have changed.
    if (query === submitted) void refetch();
    else setSubmitted(query);
    setOpen(true);
  }, [canSearch, query, submitted, refetch]);

  /** Shows the panel again (click or ArrowDown in the field) when it has something to show. */
  const reopen = useCallback(() => {
    if (state.status !== 'idle') setOpen(true);
  }, [state.status]);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => onAppEvent('article-navigation', reset), [reset]);

  return { text, setText, state, open, canSearch, searching, search, reset, reopen, close };
}
