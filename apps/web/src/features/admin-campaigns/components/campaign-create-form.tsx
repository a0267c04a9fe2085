import { Box, Button, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { campaignCreateDates } from '../campaign-groups';
import { campaignMessages as messages } from '../campaign-messages';
import type { CampaignActions } from '../use-campaign-actions';

const EMPTY = { title: '', percentage: '', firstDay: '', lastDay: '' };
type Draft = typeof EMPTY;
type Field = keyof Draft;

/** The server's `fields` names for each field of the form. */
const SERVER_FIELD: Record<string, Field> = {
  title: 'title',
  percentage: 'percentage',
  startDateTime: 'firstDay',
  endDateTime: 'lastDay',
};

/**
 * The create form (docs/product/promotions.md#campaign-page): title, percentage, first and
 * last day. The product checks nothing here; the server's refusals show on their fields,
 * and the first refused field takes the focus.
 */
export function CampaignCreateForm({ create }: { create: CampaignActions['create'] }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef(new Map<Field, HTMLInputElement>());

  const submit = async () => {
    try {
      await create.mutateAsync({
        title: draft.title,
        percentage: draft.percentage === '' ? null : Number(draft.percentage),
        ...campaignCreateDates(draft.firstDay, draft.lastDay),
      });
      setDraft(EMPTY);
      setErrors({});
    } catch (error) {
      const found: Partial<Record<Field, string>> = {};
      for (const [key, message] of Object.entries(
        isApiError(error) ? (error.body?.fields ?? {}) : {},
      )) {
        const field = SERVER_FIELD[key];
        if (field) found[field] = message;
      }
      setErrors(found);
      const first = (Object.keys(EMPTY) as Field[]).find((field) => found[field]);
      if (first) inputs.current.get(first)?.focus();
    }
  };

  const field = (name: Field, label: string, type: string) => (
    <TextField
      label={label}
      type={type}
      value={draft[name]}
      onChange={(event) => {
        const value = event.target.value;
        setDraft((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      inputRef={(input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
      }}
      slotProps={{
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        htmlInput: type === 'number' ? { min: 1, max: 98, step: 1 } : undefined,
      }}
      size="small"
    />
  );

  return (
    <TitledPanel title={messages.createTitle}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        {field('title', messages.titleLabel, 'text')}
        {field('percentage', messages.percentageLabel, 'number')}
        {field('firstDay', messages.startLabel, 'date')}
        {field('lastDay', messages.endLabel, 'date')}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {messages.create}
        </Button>
      </Box>
    </TitledPanel>
  );
}
