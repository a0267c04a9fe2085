import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { CartTotals } from '#shared/cart-totals.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useCartLines } from '../api/get-cart-lines';
import { useRefreshCart } from '../api/refresh-cart';
import { cartMessages } from '../cart-messages';
import type { RepricedLine } from '../cart-store';
import { CartLines } from './cart-lines';
import { QuickAddForm } from './quick-add-form';

type CartPageProps = {
  /** "Mon devis" at /cart, "Ma demande de devis" at /quote (docs/product/cart.md#cart-page). */
  title?: string;
};

/**
 * /cart (docs/product/cart.md#cart-page): the cart's lines with their quantities, quick add
 * by reference, the totals and VALIDER ET CONTINUER. On opening, the articles are read
 * again from the server, so prices, campaigns and withdrawals are current.
 */
export function CartPage({ title = cartMessages.cartTitle }: CartPageProps) {
  usePageTitle(title);
  const titleId = useId();
  const lines = useCartLines();
  const { removedCount, repriced } = useRefreshOnOpen();
  const [alertClosed, setAlertClosed] = useState(false);
  const [repricedClosed, setRepricedClosed] = useState(false);
  const navigate = useNavigate();

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 3 }}>
      <Typography id={titleId} variant="h1">
        {title}
      </Typography>
      {removedCount > 0 && !alertClosed ? (
        <Alert severity="info" onClose={() => setAlertClosed(true)} closeText={cartMessages.close}>
          {cartMessages.articlesWithdrawn(removedCount)}
        </Alert>
      ) : null}
      {/* A live region present from the start, so that the notice is read when it appears. */}
      <div role="status">
        {repriced.length > 0 && !repricedClosed ? (
          <Alert
            severity="warning"
            role="presentation"
            onClose={() => setRepricedClosed(true)}
            closeText={cartMessages.close}
          >
            {cartMessages.repriced(repriced)}
          </Alert>
        ) : null}
      </div>
      <QuickAddForm />
      {lines === undefined ? (
        <DelayedLoader />
      ) : (
        <>
          {lines.length === 0 ? <EmptyCart /> : <CartLines lines={lines} />}
          <Box sx={{ width: '100%', maxWidth: { md: 400 }, justifySelf: 'end' }}>
            <CartTotals lines={lines}>
              <Button
                variant="contained"
                size="large"
                fullWidth
                disabled={lines.length === 0}
                endIcon={<ArrowForwardIcon aria-hidden />}
                onClick={() => navigate(paths.cartValidate.getHref())}
                sx={{ letterSpacing: '0.02em' }}
              >
                {cartMessages.validate}
              </Button>
            </CartTotals>
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * Refreshes the cart's articles when the page opens; the number of lines it dropped and
 * the lines it repriced. Results are added up: two refreshes may overlap (React's
 * development double effects, a quick remount), and only the one that changed the lines
 * reports them.
 */
function useRefreshOnOpen(): { removedCount: number; repriced: RepricedLine[] } {
  const { mutateAsync } = useRefreshCart();
  const [removedCount, setRemovedCount] = useState(0);
  const [repriced, setRepriced] = useState<RepricedLine[]>([]);
  // A refresh that ends after the page is gone reports nothing. Per page rather than per
  // effect: after a development remount, the first refresh may be the one that removed.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    mutateAsync().then(
      (refresh) => {
        if (!mounted.current) return;
        setRemovedCount((count) => count + refresh.removedCount);
        if (refresh.repriced.length > 0) {
          setRepriced((lines) => [...lines, ...refresh.repriced]);
        }
      },
      // Logged by the query client; the cart stays as it was
      // (docs/product/api-conventions.md#load-failures).
      () => {},
    );
    return () => {
      mounted.current = false;
    };
  }, [mutateAsync]);
  return { removedCount, repriced };
}

function EmptyCart() {
  return (
    <Box
      sx={{
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
      }}
    >
      <RequestQuoteOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'primary.light' }} />
      <Typography variant="h3" component="h2">
        {cartMessages.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {cartMessages.emptyText}
      </Typography>
      <Button variant="outlined" component={RouterLink} to={paths.home.getHref()}>
        {cartMessages.browseCatalogue}
      </Button>
    </Box>
  );
}
