import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { usePageStatus } from '#shared/server-render/server-page.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { appMessages } from '../app-messages';

export function NotFoundRoute() {
  usePageTitle(appMessages.notFoundTitle);
  usePageStatus(404);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {appMessages.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {appMessages.notFoundText}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
        {appMessages.backHome}
      </Button>
    </>
  );
}
