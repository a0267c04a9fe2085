import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MutationNotices } from '#shared/mutation-notices.tsx';
import { SnackbarProvider } from '#shared/snackbar.tsx';
import { LocalCartSync } from './local-changes-sync';
import { theme } from './theme';

/**
 * The theme as MUI's own ThemeProvider hands a theme without CSS variables down. Given to
 * the system's provider rather than MUI's: MUI's holds the CSS-variables provider too, with
 * its colour-scheme storage and script, which this theme never uses and the first page then
 * downloaded (docs/performance.md#what-the-first-page-no-longer-downloads).
 */
const providedTheme = { ...theme, vars: null };

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** Everything a screen needs around it; tests wrap their renders in the same provider. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <ThemeProvider theme={providedTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <MutationNotices />
          <LocalCartSync />
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
