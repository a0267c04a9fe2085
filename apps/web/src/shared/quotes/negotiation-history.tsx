import { formatDateTimeFr } from '@labo/domain/dates';
import type { HistoryEntry } from '@labo/domain/offer-schemas';
import { Box, Typography } from '@mui/material';
import { offersMessages as messages } from './offer-messages';
import { InfoBlock } from './quote-info-block';

/**
 * Every step of the negotiation, oldest first (docs/product/offers.md#history): when, who
 * (for staff), what, and what the buyer wrote. Staff and buyer each read it in their words,
 * as the server gives it.
 */
export function NegotiationHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <InfoBlock title={messages.history}>
      <Box component="ol" aria-label={messages.history} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={`${entry.at}-${entry.kind}-${entry.offer_version ?? 0}`}
            sx={{ py: 0.75, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
          >
            <Box sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {formatDateTimeFr(entry.at)}
              {entry.by ? (
                <Box component="span" sx={{ fontWeight: 400, overflowWrap: 'break-word' }}>
                  {` ${messages.historyBy(entry.by)}`}
                </Box>
              ) : undefined}
            </Box>
            <Typography sx={{ overflowWrap: 'break-word' }}>{entry.text}</Typography>
            {entry.detail ? (
              <Typography
                component="blockquote"
                sx={{
                  m: 0,
                  mt: 0.5,
                  pl: 1.5,
                  borderLeft: 3,
                  borderColor: 'divider',
                  whiteSpace: 'pre-line',
                  overflowWrap: 'break-word',
                }}
              >
                {entry.detail}
              </Typography>
            ) : undefined}
          </Box>
        ))}
      </Box>
    </InfoBlock>
  );
}
