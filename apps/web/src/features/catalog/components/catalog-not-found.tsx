import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { usePageStatus } from '#shared/server-render/server-page.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { catalogMessages } from '../catalog-messages';

/**
 * A catalogue address naming nothing: its not-found text as the page title
 * (docs/product/catalogue.md#not-found-texts).
 */
export function CatalogNotFound({ text }: { text: string }) {
  usePageTitle(text);
  usePageStatus(404);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {catalogMessages.notFoundText}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
        {catalogMessages.backHome}
      </Button>
    </>
  );
}
