import type { Campaign } from '@labo/domain/catalog-schemas';
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { campaignsQueryOptions } from '../api/campaign-calls';
import { CAMPAIGN_GROUPS, groupCampaigns } from '../campaign-groups';
import { campaignMessages as messages } from '../campaign-messages';
import { useCampaignActions } from '../use-campaign-actions';
import { CampaignCard } from './campaign-card';
import { CampaignCreateForm } from './campaign-create-form';
import { CampaignEditDialog } from './campaign-edit-dialog';

/**
 * /admin/sales/campaigns (docs/product/promotions.md#campaign-page): the create form, then
 * the campaigns in three groups, ongoing, future and ended, classified when the list loads.
 */
export function CampaignsPage() {
  usePageTitle(messages.title);
  const jwt = useCurrentUser().data?.jwt ?? '';
  const campaigns = useQuery({ ...campaignsQueryOptions(jwt), enabled: jwt !== '' });
  const actions = useCampaignActions(jwt);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [toDelete, setToDelete] = useState<Campaign | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const groups = useMemo(() => groupCampaigns(campaigns.data ?? [], new Date()), [campaigns.data]);
  const busy = actions.update.isPending || actions.close.isPending || actions.remove.isPending;

  return (
    <>
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <CampaignCreateForm create={actions.create} />
        {campaigns.isPending ? (
          <DelayedLoader />
        ) : campaigns.isError ? (
          <Alert severity="error">{messages.loadFailed}</Alert>
        ) : (
          CAMPAIGN_GROUPS.map((state) => (
            <TitledPanel key={state} title={messages.groups[state]}>
              {groups[state].length === 0 ? (
                <Typography color="text.secondary">{messages.noCampaign}</Typography>
              ) : (
                <Box sx={{ display: 'grid', gap: 2 }}>
                  {groups[state].map((campaign) => (
                    <CampaignCard
                      key={campaign.id}
                      jwt={jwt}
                      campaign={campaign}
                      state={state}
                      busy={busy}
                      onEdit={() => setEditing(campaign)}
                      onClose={() => actions.close.mutate(campaign.id)}
                      onDelete={() => setToDelete(campaign)}
                    />
                  ))}
                </Box>
              )}
            </TitledPanel>
          ))
        )}
      </Box>
      {editing ? (
        <CampaignEditDialog
          campaign={editing}
          busy={actions.update.isPending}
          onCancel={() => setEditing(null)}
          onSave={(changes) =>
            actions.update.mutate(
              { id: editing.id, changes },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteTitle}
        text={toDelete ? messages.deleteText(toDelete.title) : ''}
        confirmLabel={messages.deleteConfirm}
        cancelLabel={messages.cancel}
        busy={actions.remove.isPending}
        onConfirm={() =>
          toDelete &&
          actions.remove.mutate(toDelete.id, {
            onSuccess: () => {
              setToDelete(null);
              // The card, and the button that opened the dialog, are gone.
              setTimeout(() => heading.current?.focus(), 0);
            },
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
