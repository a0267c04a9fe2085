import { cartTotals } from '@labo/domain/cart-rules';
import { formatEuros } from '@labo/domain/money';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { cartMessages } from '../cart-messages';

type CartTotalsProps = {
  lines: readonly CartLineRecord[];
  /** The box's heading; "Récapitulatif" by default (SPEC §2, validation step 2). */
  title?: string;
  /** Shown under the figures: the page's next step (a button, a comment field). */
  children?: ReactNode;
};

/**
 * SPEC §2 totals of the quote cart: Total HT, Total TTC, Total taxes and the number of
 * articles, with the active campaign percentages applied to the unit prices first
 * (packages/domain cartTotals). Used by /cart and by /cart/validate.
 */
export function CartTotals({ lines, title = cartMessages.totalsTitle, children }: CartTotalsProps) {
  const totals = cartTotals(lines, new Date());
  const rows = [
    { label: cartMessages.totalHt, value: formatEuros(totals.totalHtCents) },
    { label: cartMessages.totalTtc, value: formatEuros(totals.totalTtcCents), strong: true },
    { label: cartMessages.totalTaxes, value: formatEuros(totals.totalTaxesCents) },
    { label: cartMessages.articleCount, value: String(totals.articleCount) },
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
