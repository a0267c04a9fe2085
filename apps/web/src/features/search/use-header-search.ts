import type { Article } from '@labo/domain/catalog-schemas';
import { SEARCH_MIN_CHARS } from '@labo/domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onAppEvent } from '#shared/app-events.ts';
import { useSearchArticles } from './api/search-articles';

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

/**
 * The header search (docs/product/search.md#header-search-bar): the field's text, the
 * search state and whether the results panel is open. A search runs at least 3 characters
 * long and one at a time; typing below 3 characters clears the results, a failed search
 * reads as no results, and going to an article resets everything. An answer that arrives
 * after such a reset is dropped.
 */
export type HeaderSearchState = ReturnType<typeof useHeaderSearch>;

export function useHeaderSearch() {
  const [text, setTextState] = useState('');
  const [state, setState] = useState<SearchState>(IDLE);
  const [open, setOpen] = useState(false);
  // Bumped by every search and every reset: an answer for an older number is stale.
  const generation = useRef(0);
  const { mutateAsync } = useSearchArticles();

  const query = text.trim();
  const searching = state.status === 'searching';
  const canSearch = query.length >= SEARCH_MIN_CHARS && !searching;

  const clearResults = useCallback(() => {
    generation.current += 1;
    setState(IDLE);
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

  const search = useCallback(async () => {
    if (!canSearch) return;
    generation.current += 1;
    const current = generation.current;
    setState({ status: 'searching' });
    setOpen(true);
    let next: SearchState;
    try {
      const articles = await mutateAsync(query);
      next = articles.length > 0 ? { status: 'results', articles } : { status: 'noResults' };
    } catch {
      // A failed search shows the no-results message
      // (docs/product/search.md#search-states).
      next = { status: 'noResults' };
    }
    if (current === generation.current) setState(next);
  }, [canSearch, mutateAsync, query]);

  /** Shows the panel again (click or ArrowDown in the field) when it has something to show. */
  const reopen = useCallback(() => {
    if (state.status !== 'idle') setOpen(true);
  }, [state.status]);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => onAppEvent('article-navigation', reset), [reset]);

  return { text, setText, state, open, canSearch, searching, search, reset, reopen, close };
}
