import CloseIcon from '@mui/icons-material/Close';
import { Box, CircularProgress, IconButton, Paper, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { searchMessages } from '../search-messages';
import type { SearchState } from '../use-header-search';

// The article list loads with the first search, not with the header.
const SearchResultsPanel = lazy(async () => ({
  default: (await import('./search-results-panel')).SearchResultsPanel,
}));

type SearchResultsPopupProps = {
  id: string;
  state: SearchState;
  /** "Recherche en cours…", "N résultats…": read aloud by the bar's status region. */
  line: string;
  /** The bar's height: the panel never runs below the window. */
  barHeight: number;
  actionColumns: ArticleActionColumns;
  onClose: () => void;
};

/** The panel under the search bar: the results line, a close button and the results. */
export function SearchResultsPopup({
  id,
  state,
  line,
  barHeight,
  actionColumns,
  onClose,
}: SearchResultsPopupProps) {
  return (
    <Paper
      id={id}
      role="region"
      aria-label={searchMessages.resultsLabel}
      elevation={8}
      sx={{
        position: 'absolute',
        top: '100%',
        left: { xs: 8, sm: 16, md: 24 },
        right: { xs: 8, sm: 16, md: 24 },
        zIndex: 'appBar',
        // Room between the panel's edge and the controls inside (sort buttons).
        p: { xs: 1.5, sm: 2 },
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
          mb: state.status === 'results' ? 1 : 0,
        }}
      >
        <Typography aria-hidden sx={{ fontWeight: 600 }}>
          {line}
        </Typography>
        <IconButton size="small" onClick={onClose} aria-label={searchMessages.close}>
          <CloseIcon fontSize="small" aria-hidden />
        </IconButton>
      </Box>
      {state.status === 'results' ? (
        <Suspense fallback={<CircularProgress size={24} aria-hidden />}>
          <SearchResultsPanel articles={state.articles} actionColumns={actionColumns} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
