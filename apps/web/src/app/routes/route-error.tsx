import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { appMessages } from '../app-messages';
import { NotFoundRoute } from './not-found';

/**
 * A lazy page whose chunk could not be fetched ("Loading chunk N failed",
 * docs/product/catalogue.md#chunk-load-failure).
 */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
      error.message,
    )
  );
}

/** The router's error boundary: a French message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    // Failures are logged (docs/product/api-conventions.md#load-failures); this is the only
    // place a render error surfaces.
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {appMessages.reload}
          </Button>
        }
      >
        <AlertTitle>{appMessages.errorTitle}</AlertTitle>
        {isChunkLoadError(error) ? appMessages.chunkErrorText : appMessages.errorText}
      </Alert>
    </Box>
  );
}
