import { formatEuros, parseWireMoney } from '@labo/domain/money';
import { offerChanges } from '@labo/domain/offer-changes';
import type { OfferLine, SentOffer } from '@labo/domain/offer-schemas';
import type { QuoteLine } from '@labo/domain/quote-list-schemas';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { wirePercentText } from './offer-format';
import { offersMessages as messages } from './offer-messages';
import { wireEuros } from './quote-money';

type OfferContent = Pick<
  SentOffer,
  'lines' | 'lines_ht' | 'shipping_ht' | 'total_ht' | 'vat_by_rate' | 'total_ttc'
>;

const cents = (amount: string) => parseWireMoney(amount) ?? 0;

/**
 * An offer's lines as the buyer reads them (docs/product/offers.md#what-changed): each with
 * its figures, marked "Ajouté" or "Modifié" against the request with the former values
 * beside the new ones, then the asked articles the offer leaves out. Each line is a block
 * whose figures wrap, so the same list reads on a phone and on a wide screen.
 */
export function OfferLines({
  offer,
  requested,
}: {
  offer: Pick<SentOffer, 'lines'>;
  requested: readonly QuoteLine[];
}) {
  const changes = offerChanges(
    requested.map((line) => ({
      articleId: line.article_id,
      quantity: line.quantity,
      unitPriceHtCents: cents(line.unit_price),
      line,
    })),
    offer.lines.map((line) => ({
      articleId: line.article_id,
      quantity: line.quantity,
      unitPriceHtCents: cents(line.unit_price_ht),
      line,
    })),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {changes.lines.map((change, index) => (
          <OfferLineItem
            // A sent offer's lines never move, and two of them may share a reference.
            // biome-ignore lint/suspicious/noArrayIndexKey: the line's place is its identity
            key={index}
            line={change.line.line}
            mark={change.kind === 'unchanged' ? null : change.kind}
            before={
              change.kind === 'changed'
                ? {
                    quantity: change.quantity ? String(change.quantity.from) : null,
                    unitPrice: change.unitPriceHt ? formatEuros(change.unitPriceHt.from) : null,
                  }
                : null
            }
          />
        ))}
      </Box>
      {changes.removed.length > 0 ? (
        <Box component="section">
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
            {messages.removed}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {changes.removed.map(({ line }) => (
              <Box component="li" key={line.id} sx={{ overflowWrap: 'break-word' }}>
                <Box component="del">{`${line.reference} · ${line.articleTitle}`}</Box>
                {` × ${line.quantity}`}
              </Box>
            ))}
          </Box>
        </Box>
      ) : undefined}
    </Box>
  );
}

type Before = { quantity: string | null; unitPrice: string | null };

function OfferLineItem({
  line,
  mark,
  before,
}: {
  line: OfferLine;
  mark: 'added' | 'changed' | null;
  before: Before | null;
}) {
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        ...(mark ? { bgcolor: 'rgba(255, 193, 7, 0.12)' } : {}),
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {line.reference}
        </Box>
        {mark ? (
          <Box
            component="span"
            sx={{
              px: 0.75,
              borderRadius: 1,
              fontSize: '0.75rem',
              fontWeight: 700,
              bgcolor: 'warning.light',
              color: 'text.primary',
            }}
          >
            {mark === 'added' ? messages.added : messages.changed}
          </Box>
        ) : undefined}
      </Box>
      <Typography sx={{ overflowWrap: 'break-word' }}>{line.designation}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 0.75,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
          gap: 1,
          fontVariantNumeric: 'tabular-nums',
          '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
          '& dd': { m: 0 },
        }}
      >
        <Figure label={messages.quantity} before={before?.quantity ?? null}>
          {line.quantity}
        </Figure>
        <Figure label={messages.unitPriceShort} before={before?.unitPrice ?? null}>
          {wireEuros(line.unit_price_ht)}
        </Figure>
        {Number(line.discount_percent) > 0 ? (
          <Figure
            label={messages.discountShort}
          >{`-${wirePercentText(line.discount_percent)}`}</Figure>
        ) : undefined}
        <Figure label={messages.vatShort}>{wirePercentText(line.vat_rate)}</Figure>
        <Figure label={messages.totalHt}>
          <strong>{wireEuros(line.total_ht)}</strong>
        </Figure>
        {line.lead_time ? (
          <Figure label={messages.lineLeadTime}>{line.lead_time}</Figure>
        ) : undefined}
      </Box>
    </Box>
  );
}

function Figure({
  label,
  before = null,
  children,
}: {
  label: string;
  before?: string | null;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <dt>{label}</dt>
      <dd>
        {children}
        {before ? (
          <Box
            component="span"
            sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
          >
            {messages.before(before)}
          </Box>
        ) : undefined}
      </dd>
    </Box>
  );
}

/** The offer's amounts as an invoice shows them (docs/product/offers.md#offer-totals). */
export function OfferTotals({ offer }: { offer: OfferContent }) {
  const rows: [string, string, boolean][] = [
    [messages.linesHt, wireEuros(offer.lines_ht), false],
    [messages.shippingHt, wireEuros(offer.shipping_ht), false],
    [messages.totalHt, wireEuros(offer.total_ht), true],
    ...offer.vat_by_rate.map((tax): [string, string, boolean] => [
      messages.vat(wirePercentText(tax.vat_rate), wireEuros(tax.base_ht)),
      wireEuros(tax.vat),
      false,
    ]),
    [messages.totalTtc, wireEuros(offer.total_ttc), true],
  ];
  return (
    <Box
      component="section"
      aria-label={messages.totals}
      sx={{ ml: 'auto', width: '100%', maxWidth: '24rem' }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 2,
          rowGap: 0.5,
          fontVariantNumeric: 'tabular-nums',
          '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
        }}
      >
        {rows.map(([label, value, strong]) => (
          <Box key={label} sx={{ display: 'contents', fontWeight: strong ? 700 : 400 }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
