import { Alert, Button } from '@mui/material';
import { catalogMessages } from '../catalog-messages';

/** The category tree did not load: say so in French and offer a retry. */
export function CategoriesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {catalogMessages.retry}
        </Button>
      }
    >
      {catalogMessages.categoriesLoadError}
    </Alert>
  );
}
