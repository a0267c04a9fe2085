import { Box, CircularProgress, ClickAwayListener, Container } from '@mui/material';
import { type FormEvent, lazy, type RefObject, Suspense, useId, useRef } from 'react';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import { searchMessages } from '../search-messages';
import { type HeaderSearchState, type SearchState, useHeaderSearch } from '../use-header-search';
import { useSearchResultsDismissal } from '../use-search-results-dismissal';
import { useStickySearchBar } from '../use-sticky-search-bar';
import { SearchField } from './search-field';

// The results panel opens with the first search: its code loads then, not with the header
// (docs/performance.md#what-the-first-page-no-longer-downloads).
const SearchResultsPopup = lazy(async () => ({
  default: (await import('./search-results-popup')).SearchResultsPopup,
}));

function resultsLine(state: SearchState): string {
  switch (state.status) {
    case 'searching':
      return searchMessages.searching;
    case 'results':
      return searchMessages.results(state.articles.length);
    case 'noResults':
      return searchMessages.noResults;
    default:
      return '';
  }
}

type HeaderSearchProps = {
  /** What the results list's last columns hold: the header gives the add-to-quote field. */
  actionColumns: ArticleActionColumns;
};

/**
 * The header search bar (docs/product/search.md#header-search-bar), full width under the
 * menu bar. It becomes fixed at the top once the page is scrolled more than 150 px; a
 * placeholder of its height keeps the page from jumping. Results open in a panel under the
 * bar that closes on a click outside and on Escape.
 */
export function HeaderSearch({ actionColumns }: HeaderSearchProps) {
  const search = useHeaderSearch();
  const { fixed, barRef, barHeight } = useStickySearchBar();
  const inputId = useId();
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const line = resultsLine(search.state);
  const panelOpen = search.open && search.state.status !== 'idle';
  useSearchResultsDismissal(panelOpen, search.close, inputRef);

  return (
    <Box sx={{ minHeight: fixed ? barHeight : undefined }}>
      <ClickAwayListener onClickAway={search.close}>
        <Box
          ref={barRef}
          sx={{
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
            ...(fixed
              ? { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'appBar', boxShadow: 2 }
              : { position: 'relative' }),
          }}
        >
          <Container
            maxWidth="lg"
            // Thinner on phones, where the header must stay short
            // (docs/product/look-and-feel.md#phone-header).
            sx={{ position: 'relative', py: 1, [NARROW_SCREEN_MEDIA]: { py: 0.25 } }}
          >
            <SearchForm
              search={search}
              inputId={inputId}
              inputRef={inputRef}
              panelId={panelOpen ? panelId : undefined}
            />
            {/* Always mounted, so that screen readers hear each new results line; no line is no
              text node, as in the server's page. */}
            <Box role="status" aria-live="polite" sx={visuallyHidden}>
              {line || null}
            </Box>
            {panelOpen ? (
              <Suspense fallback={null}>
                <SearchResultsPopup
                  id={panelId}
                  state={search.state}
                  line={line}
                  barHeight={barHeight}
                  actionColumns={actionColumns}
                  onClose={search.close}
                />
              </Suspense>
            ) : null}
          </Container>
        </Box>
      </ClickAwayListener>
    </Box>
  );
}

type SearchFormProps = {
  search: HeaderSearchState;
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The results panel's id while it is open. */
  panelId: string | undefined;
};

/** The field and RECHERCHER: a search form, so Enter searches too. */
function SearchForm({ search, inputId, inputRef, panelId }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.search();
  };

  const clear = () => {
    search.reset();
    inputRef.current?.focus();
  };

  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {searchMessages.label}
      </Box>
      <SearchField
        id={inputId}
        fieldRef={inputRef}
        text={search.text}
        onTextChange={search.setText}
        onReopen={search.reopen}
        onClear={clear}
        controls={panelId}
      />
      {/* Busy while a search runs, without losing the focus: a second search waits. */}
      <StatusButton
        type="submit"
        variant="contained"
        status={search.searching ? 'pending' : 'idle'}
        disabled={!search.searching && !search.canSearch}
        sx={{
          height: 40,
          flexShrink: 0,
          letterSpacing: '0.02em',
          px: { xs: 1.5, md: 2.5 },
          [NARROW_SCREEN_MEDIA]: { height: 36 },
        }}
      >
        {search.searching ? (
          <CircularProgress size={18} color="inherit" aria-hidden sx={{ mr: 1 }} />
        ) : null}
        {searchMessages.submit}
      </StatusButton>
    </Box>
  );
}
