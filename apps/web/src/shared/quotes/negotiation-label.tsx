import { type NegotiationState, negotiationLabel } from '@labo/domain/negotiation';
import { Box } from '@mui/material';

const COLORS: Record<NegotiationState, string> = {
  requested: 'text.secondary',
  offer_sent: 'primary.dark',
  changes_requested: 'warning.dark',
  accepted: 'success.dark',
  declined: 'text.secondary',
  expired: 'text.secondary',
};

/**
 * Where a quote's negotiation stands (docs/product/offers.md#negotiation-states), beside its
 * processing status: "Offre envoyée v2", "Acceptée"…, in a thin outline so that it reads
 * as a second, quieter state.
 */
export function NegotiationLabel({
  state,
  offerVersion,
}: {
  state: NegotiationState;
  offerVersion: number | null;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        border: 1,
        borderColor: 'currentColor',
        borderRadius: 4,
        color: COLORS[state],
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      }}
    >
      {negotiationLabel(state, offerVersion)}
    </Box>
  );
}
