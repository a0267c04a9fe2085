import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { quoteRequestMessages as messages } from '../quote-request-messages';

/**
 * A visitor is offered to log in, then comes back here with the fields filled
 * (docs/product/quote-request.md#login-banner).
 */
export function LoginBanner() {
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={paths.login.getHref('validate')}
          color="inherit"
          size="small"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {messages.login}
        </Button>
      }
      // The button goes under the text when both do not fit (320 px):
      // docs/product/look-and-feel.md#widths.
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        '& .MuiAlert-message': { flex: '1 1 12rem', minWidth: 0 },
        '& .MuiAlert-action': { ml: 'auto' },
      }}
    >
      {messages.loginBanner}
    </Alert>
  );
}
