import type { Campaign } from '@labo/domain/catalog-schemas';
import { Alert, Box, Typography } from '@mui/material';
import { lazy, type RefObject, Suspense, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useCloseCampaign } from '../api/close-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { CAMPAIGN_GROUPS, groupCampaigns } from '../campaign-groups';
import { campaignMessages as messages } from '../campaign-messages';
import { CampaignCard, campaignTitleId } from './campaign-card';
import { CampaignEditDialog } from './campaign-edit-dialog';

// The create form holds the date pickers, a chunk of their own: they load when this page
// opens, never with the rest of the admin area or the first page
// (docs/decisions/026-date-picker.md).
const CampaignCreateForm = lazy(async () => ({
  default: (await import('./campaign-create-form')).CampaignCreateForm,
}));

/** What a campaign's buttons open: the edit dialog, or one of the two confirmations. */
type CampaignAction = { kind: 'edit' | 'close' | 'delete'; campaign: Campaign } | null;

/**
 * /admin/sales/campaigns (docs/product/promotions.md#campaign-page): the create form, then
 * the campaigns in three groups, ongoing, future and ended, classified when the list loads.
 */
export function CampaignsPage() {
  usePageTitle(messages.title);
  const [action, setAction] = useState<CampaignAction>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = () => setAction(null);
  return (
    <>
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Suspense fallback={<DelayedLoader />}>
          <CampaignCreateForm />
        </Suspense>
        <CampaignGroups onAction={setAction} />
      </Box>
      {action?.kind === 'edit' ? (
        <CampaignEditDialog campaign={action.campaign} onClose={done} />
      ) : null}
      <CloseCampaignDialog
        campaign={action?.kind === 'close' ? action.campaign : null}
        onDone={done}
        heading={heading}
      />
      <DeleteCampaignDialog
        campaign={action?.kind === 'delete' ? action.campaign : null}
        onDone={done}
        heading={heading}
      />
    </>
  );
}

/** The three groups, each campaign in its card. */
function CampaignGroups({ onAction }: { onAction: (action: CampaignAction) => void }) {
  const campaigns = useCampaigns();
  const groups = useMemo(() => groupCampaigns(campaigns.data ?? [], new Date()), [campaigns.data]);
  if (campaigns.isPending) return <DelayedLoader />;
  if (campaigns.isError) return <Alert severity="error">{messages.loadFailed}</Alert>;
  return CAMPAIGN_GROUPS.map((state) => (
    <TitledPanel key={state} title={messages.groups[state]}>
      {groups[state].length === 0 ? (
        <Typography color="text.secondary">{messages.noCampaign}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {groups[state].map((campaign) => (
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              state={state}
              onEdit={() => onAction({ kind: 'edit', campaign })}
              onClose={() => onAction({ kind: 'close', campaign })}
              onDelete={() => onAction({ kind: 'delete', campaign })}
            />
          ))}
        </Box>
      )}
    </TitledPanel>
  ));
}

type ConfirmProps = {
  campaign: Campaign | null;
  onDone: () => void;
  heading: RefObject<HTMLHeadingElement | null>;
};

/**
 * Closing ends something, so it asks first (docs/product/look-and-feel.md#confirmations);
 * the campaign ends at once and its card moves to "Terminées", CLÔTURER gone with it, so
 * the focus goes to the card's title.
 */
function CloseCampaignDialog({ campaign, onDone, heading }: ConfirmProps) {
  const closing = useCloseCampaign();
  // The dialog has lost its campaign by the time it has closed: its id is kept for the focus.
  const closedId = useRef<number | null>(null);
  return (
    <ConfirmDialog
      open={campaign !== null}
      title={messages.closeTitle}
      text={campaign ? messages.closeText(campaign.title) : ''}
      confirmLabel={messages.closeConfirm}
      cancelLabel={messages.cancel}
      busy={closing.isPending}
      onConfirm={() => {
        if (!campaign) return;
        closedId.current = campaign.id;
        closing.mutate(campaign.id, { onSuccess: onDone });
      }}
      onCancel={onDone}
      focusAfterClose={() =>
        (closedId.current !== null && document.getElementById(campaignTitleId(closedId.current))) ||
        heading.current
      }
    />
  );
}

/** A deletion asks first, in red; then the focus goes to the page title, the card gone. */
function DeleteCampaignDialog({ campaign, onDone, heading }: ConfirmProps) {
  const removal = useDeleteCampaign();
  return (
    <ConfirmDialog
      open={campaign !== null}
      title={messages.deleteTitle}
      text={campaign ? messages.deleteText(campaign.title) : ''}
      confirmLabel={messages.deleteConfirm}
      cancelLabel={messages.cancel}
      destructive
      busy={removal.isPending}
      onConfirm={() => campaign && removal.mutate(campaign.id, { onSuccess: onDone })}
      onCancel={onDone}
      // The card, and the button that opened the dialog, are gone.
      focusAfterClose={() => heading.current}
    />
  );
}
