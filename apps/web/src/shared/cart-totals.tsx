import { cartTotals } from '@labo/domain/cart-rules';
import { formatEuros } from '@labo/domain/money';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { CartLineRecord } from './local-db/local-db';
import { TitledPanel } from './titled-panel';

// The totals' names, word for word (docs/product/cart.md#cart-totals), as /cart and
// /cart/validate's step 2 show them.
const totalsMessages = {
  title: 'Récapitulatif',
  totalHt: 'Total HT',
  totalTtc: 'Total TTC',
  totalTaxes: 'Total taxes',
  articleCount: 'Nbr articles',
} as const;

type CartTotalsProps = {
  lines: readonly CartLineRecord[];
  /** The box's heading; "Récapitulatif" by default (docs/product/quote-request.md#summary-step). */
  title?: string;
  /** Shown under the figures: the page's next step (a button, a comment field). */
  children?: ReactNode;
};

/**
 * The totals of the quote cart (docs/product/cart.md#cart-totals): Total HT, Total TTC,
 * Total taxes and the number of articles, with the active campaign percentages applied to
 * the unit prices first (packages/domain cartTotals). Used by /cart and by /cart/validate.
 */
export function CartTotals({ lines, title = totalsMessages.title, children }: CartTotalsProps) {
  const totals = cartTotals(lines, new Date());
  const rows = [
    { label: totalsMessages.totalHt, value: formatEuros(totals.totalHtCents) },
    { label: totalsMessages.totalTtc, value: formatEuros(totals.totalTtcCents), strong: true },
    { label: totalsMessages.totalTaxes, value: formatEuros(totals.totalTaxesCents) },
    { label: totalsMessages.articleCount, value: String(totals.articleCount) },
  ];
  return (
    <TitledPanel title={title}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1 }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{
                color: row.strong ? 'text.primary' : 'text.secondary',
                fontWeight: row.strong ? 700 : 400,
              }}
            >
              {row.label}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                textAlign: 'right',
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: 'nowrap',
                fontWeight: row.strong ? 700 : 600,
                fontSize: row.strong ? '1.125rem' : undefined,
              }}
            >
              {row.value}
            </Box>
          </Box>
        ))}
      </Box>
      {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </TitledPanel>
  );
}
