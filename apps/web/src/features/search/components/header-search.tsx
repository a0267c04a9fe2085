import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  CircularProgress,
  ClickAwayListener,
  Container,
  IconButton,
  Paper,
  Typography,
} from '@mui/material';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { STICKY_SEARCH_SCROLL_PX } from '#config/ui.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import { searchMessages } from '../search-messages';
import { type SearchState, useHeaderSearch } from '../use-header-search';
import { useScrolledPast } from '../use-scrolled-past';

const SearchResultsPanel = lazy(async () => ({
  default: (await import('./search-results-panel')).SearchResultsPanel,
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

/**
 * The header search bar (SPEC §2), full width under the menu bar. It becomes fixed at the
 * top once the page is scrolled more than 150 px; a placeholder of its height keeps the
 * page from jumping. Results open in a panel under the bar that closes on a click outside
 * and on Escape.
 */
export function HeaderSearch({ actionColumns }: { actionColumns: ArticleActionColumns }) {
  const search = useHeaderSearch();
  const fixed = useScrolledPast(STICKY_SEARCH_SCROLL_PX);
  const inputId = useId();
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(0);

  // Measured while in the flow, so the placeholder matches once the bar is fixed. The
  // observer reports sizes after the browser's own layout: reading offsetHeight after each
  // render forced a layout of the whole page every time (issue 3, Lighthouse TBT).
  const fixedRef = useRef(fixed);
  fixedRef.current = fixed;
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined && !fixedRef.current) setBarHeight(height);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search.search();
  };

  const clear = () => {
    search.reset();
    inputRef.current?.focus();
  };

  const line = resultsLine(search.state);
  const panelOpen = search.open && search.state.status !== 'idle';
  const { close } = search;

  // Escape closes the panel wherever the focus is (an add button disabled while it adds
  // leaves the focus on the page), and brings the focus back to the field.
  useEffect(() => {
    if (!panelOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Chromium would also empty a search field on Escape: here it only closes the panel.
      event.preventDefault();
      close();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [panelOpen, close]);

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
          <Container maxWidth="lg" sx={{ position: 'relative', py: 1 }}>
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
              <Box sx={{ position: 'relative', flex: '1 1 0', minWidth: 0 }}>
                <SearchIcon
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    left: 10,
                    top: '50%',
                    transform: 'translateY(-50%)',
                    color: 'text.secondary',
                    pointerEvents: 'none',
                  }}
                />
                <Box
                  component="input"
                  ref={inputRef}
                  id={inputId}
                  type="search"
                  autoComplete="off"
                  enterKeyHint="search"
                  placeholder={searchMessages.placeholder}
                  value={search.text}
                  onChange={(event: ChangeEvent<HTMLInputElement>) =>
                    search.setText(event.target.value)
                  }
                  onClick={search.reopen}
                  onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                    if (event.key === 'ArrowDown') search.reopen();
                  }}
                  aria-controls={panelOpen ? panelId : undefined}
                  sx={{
                    boxSizing: 'border-box',
                    width: '100%',
                    height: 40,
                    pl: 5,
                    // Room for the clear button only when it shows: on a phone the
                    // placeholder needs every pixel.
                    pr: search.text === '' ? 1.5 : 5,
                    font: 'inherit',
                    fontSize: '0.9375rem',
                    color: 'text.primary',
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'rgba(31, 41, 51, 0.3)',
                    borderRadius: 1,
                    textOverflow: 'ellipsis',
                    '&:hover': { borderColor: 'text.primary' },
                    '&:focus-visible': {
                      outline: '2px solid',
                      outlineColor: 'primary.main',
                      outlineOffset: 0,
                      borderColor: 'primary.main',
                    },
                    // Our own clear button replaces the browser's.
                    '&::-webkit-search-cancel-button': { display: 'none' },
                  }}
                />
                {search.text !== '' ? (
                  <IconButton
                    type="button"
                    size="small"
                    onClick={clear}
                    aria-label={searchMessages.clear}
                    sx={{
                      position: 'absolute',
                      right: 4,
                      top: '50%',
                      transform: 'translateY(-50%)',
                    }}
                  >
                    <CloseIcon fontSize="small" aria-hidden />
                  </IconButton>
                ) : null}
              </Box>
              <Button
                type="submit"
                variant="contained"
                disabled={!search.canSearch}
                sx={{
                  height: 40,
                  flexShrink: 0,
                  letterSpacing: '0.02em',
                  px: { xs: 1.5, md: 2.5 },
                }}
              >
                {search.searching ? (
                  <CircularProgress size={18} color="inherit" aria-hidden sx={{ mr: 1 }} />
                ) : null}
                {searchMessages.submit}
              </Button>
            </Box>
            {/* Always mounted, so that screen readers hear each new results line. */}
            <Box role="status" aria-live="polite" sx={visuallyHidden}>
              {line}
            </Box>
            {panelOpen ? (
              <Paper
                id={panelId}
                role="region"
                aria-label={searchMessages.resultsLabel}
                elevation={8}
                sx={{
                  position: 'absolute',
                  top: '100%',
                  left: { xs: 8, sm: 16, md: 24 },
                  right: { xs: 8, sm: 16, md: 24 },
                  zIndex: 'appBar',
                  p: { xs: 1, sm: 2 },
                  maxHeight: `calc(100vh - ${barHeight + 16}px)`,
                  overflowY: 'auto',
                }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    mb: search.state.status === 'results' ? 1 : 0,
                  }}
                >
                  <Typography aria-hidden sx={{ fontWeight: 600 }}>
                    {line}
                  </Typography>
                  <IconButton size="small" onClick={search.close} aria-label={searchMessages.close}>
                    <CloseIcon fontSize="small" aria-hidden />
                  </IconButton>
                </Box>
                {search.state.status === 'results' ? (
                  <Suspense fallback={<CircularProgress size={24} aria-hidden />}>
                    <SearchResultsPanel
                      articles={search.state.articles}
                      actionColumns={actionColumns}
                    />
                  </Suspense>
                ) : null}
              </Paper>
            ) : null}
          </Container>
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
