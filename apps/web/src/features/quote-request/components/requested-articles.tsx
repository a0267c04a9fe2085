import { cartLineTotalHtCents } from '@labo/domain/cart-rules';
import { formatEuros } from '@labo/domain/money';
import { Box, Typography } from '@mui/material';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { quoteRequestMessages as messages } from '../quote-request-messages';

/**
 * "Articles demandés" (docs/product/quote-request.md#requested-articles): what the quote
 * asks for, line by line, before who asks for it. A list rather than a table, so that a
 * line reads whole at every width, its designation on a line of its own.
 */
export function RequestedArticles({ lines }: { lines: readonly CartLineRecord[] }) {
  const now = new Date();
  return (
    <TitledPanel title={messages.requestedArticles}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            sx={{
              py: 1.25,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0, pt: 0 },
              '&:last-of-type': { pb: 0 },
            }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
              {line.article.label}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 2,
                rowGap: 0.5,
                justifyContent: 'space-between',
                color: 'text.secondary',
                fontSize: '0.875rem',
              }}
            >
              <span>
                {messages.reference(line.article.crmId)}
                <Box component="span" aria-hidden sx={{ mx: 1 }}>
                  ·
                </Box>
                {messages.quantity(line.quantity)}
              </span>
              <Box
                component="span"
                sx={{
                  ml: 'auto',
                  color: 'text.primary',
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                }}
              >
                {messages.lineTotal(formatEuros(cartLineTotalHtCents(line, now)))}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </TitledPanel>
  );
}
