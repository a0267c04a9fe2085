import type { CampaignState } from '@labo/domain/campaign-rules';
import type { Campaign } from '@labo/domain/catalog-schemas';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { panelSx } from '#shared/panel-styles.ts';
import { formatCampaignDay } from '../campaign-groups';
import { campaignMessages as messages } from '../campaign-messages';
import { CampaignArticles } from './campaign-articles';

/** The id of a campaign's title, which takes the focus once its card has moved. */
export function campaignTitleId(campaignId: number): string {
  return `campaign-${campaignId}-title`;
}

type CampaignCardProps = {
  campaign: Campaign;
  state: CampaignState;
  onEdit: () => void;
  onClose: () => void;
  onDelete: () => void;
};

/**
 * One campaign: its title, percentage, days (DD/MM/YY) and article count, its actions, and
 * its articles on demand. Only a running campaign can be closed
 * (docs/product/promotions.md#closing-a-campaign).
 */
export function CampaignCard({ campaign, state, onEdit, onClose, onDelete }: CampaignCardProps) {
  const titleId = campaignTitleId(campaign.id);
  const articlesId = useId();
  const [showArticles, setShowArticles] = useState(false);
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ ...panelSx, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography id={titleId} tabIndex={-1} variant="h3">
          {campaign.title}
        </Typography>
        <Chip label={messages.percentage(campaign.percentage)} color="secondary" size="small" />
        <Typography color="text.secondary">
          {messages.period(
            formatCampaignDay(campaign.start_date_time),
            formatCampaignDay(campaign.end_date_time),
          )}
          {' · '}
          {messages.articleCount(campaign.articlesCnt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          aria-expanded={showArticles}
          aria-controls={articlesId}
          onClick={() => setShowArticles((shown) => !shown)}
        >
          {showArticles ? messages.hideArticles : messages.showArticles(campaign.articlesCnt)}
        </Button>
        <CampaignActions
          campaign={campaign}
          state={state}
          onEdit={onEdit}
          onClose={onClose}
          onDelete={onDelete}
        />
      </Box>
      <div id={articlesId}>
        {showArticles ? <CampaignArticles campaignId={campaign.id} title={campaign.title} /> : null}
      </div>
    </Box>
  );
}

/** MODIFIER, CLÔTURER for a running campaign only, and SUPPRIMER in red. */
function CampaignActions({ campaign, state, onEdit, onClose, onDelete }: CampaignCardProps) {
  const actions = [
    { text: messages.editButton, label: messages.edit(campaign.title), onClick: onEdit },
    ...(state === 'ongoing'
      ? [{ text: messages.closeButton, label: messages.close(campaign.title), onClick: onClose }]
      : []),
    {
      text: messages.deleteButton,
      label: messages.delete(campaign.title),
      onClick: onDelete,
      color: 'error' as const,
    },
  ];
  return actions.map((action) => (
    <Button
      key={action.text}
      size="small"
      color={action.color}
      aria-label={action.label}
      onClick={action.onClick}
    >
      {action.text}
    </Button>
  ));
}
