import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MutationNotices } from '#shared/mutation-notices.tsx';
import { SnackbarProvider } from '#shared/snackbar.tsx';
import { LocalCartSync } from './local-changes-sync';
import { theme } from './theme';

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** Everything a screen needs around it; tests wrap their renders in the same provider. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <ThemeProvider theme={theme}>
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
