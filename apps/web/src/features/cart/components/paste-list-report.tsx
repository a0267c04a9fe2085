import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { monospace } from '#shared/text-styles.ts';
import type { PastedListOutcome } from '../api/check-pasted-list';
import { cartMessages } from '../cart-messages';

/**
 * What the check of a pasted list found (docs/product/cart.md#paste-a-list): a sentence
 * read out as it appears, then the references found, unknown and withdrawn, and the lines
 * that could not be read with their reason.
 */
export function PasteListReport({ outcome }: { outcome: PastedListOutcome | undefined }) {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      {/* A live region present from the start, so that the sentence is read when it appears. */}
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {outcome
          ? cartMessages.pasteSummary({
              found: outcome.found.length,
              unknown: outcome.unknown.length,
              withdrawn: outcome.withdrawn.length,
              problems: outcome.problems.length,
            })
          : null}
      </Typography>
      {outcome ? (
        <>
          <ReportPart title={cartMessages.pasteFoundTitle} count={outcome.found.length}>
            {outcome.found.map(({ reference, quantity, article }) => (
              <Line
                key={reference}
                primary={<Reference text={reference} after={article.label} />}
                secondary={cartMessages.pasteQuantity(quantity)}
              />
            ))}
          </ReportPart>
          <ReportPart title={cartMessages.pasteUnknownTitle} count={outcome.unknown.length}>
            {outcome.unknown.map(({ reference }) => (
              <Line key={reference} primary={<Reference text={reference} />} />
            ))}
          </ReportPart>
          <ReportPart title={cartMessages.pasteWithdrawnTitle} count={outcome.withdrawn.length}>
            {outcome.withdrawn.map(({ reference, article }) => (
              <Line
                key={reference}
                primary={<Reference text={reference} after={article.label} />}
              />
            ))}
          </ReportPart>
          <ReportPart title={cartMessages.pasteProblemsTitle} count={outcome.problems.length}>
            {outcome.problems.map(({ line, text, message }) => (
              <Line
                key={line}
                primary={cartMessages.pasteLine(line, text)}
                secondary={message}
                error
              />
            ))}
          </ReportPart>
        </>
      ) : null}
    </Box>
  );
}

function ReportPart(props: { title: string; count: number; children: ReactNode }) {
  if (props.count === 0) return null;
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {props.title} ({props.count})
      </Typography>
      <List dense disablePadding>
        {props.children}
      </List>
    </Box>
  );
}

function Line(props: { primary: ReactNode; secondary?: string; error?: boolean }) {
  return (
    <ListItem disableGutters sx={{ py: 0.25 }}>
      <ListItemText
        primary={props.primary}
        secondary={props.secondary}
        slotProps={{
          primary: { sx: { overflowWrap: 'break-word' } },
          secondary: props.error ? { sx: { color: 'error.main' } } : undefined,
        }}
      />
    </ListItem>
  );
}

function Reference({ text, after }: { text: string; after?: string }) {
  return (
    <>
      <Box component="span" sx={{ fontFamily: monospace.fontFamily, fontWeight: 600 }}>
        {text}
      </Box>
      {after ? ` · ${after}` : null}
    </>
  );
}
