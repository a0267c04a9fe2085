import { parseWireMoney } from '@labo/domain/money';
import {
  LEAD_TIME_MAX_CHARS,
  OFFER_DESIGNATION_MAX_CHARS,
  OFFER_REFERENCE_MAX_CHARS,
} from '@labo/domain/offer-schemas';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  type Control,
  type FieldArrayWithId,
  type UseFieldArrayReturn,
  useController,
  useWatch,
} from 'react-hook-form';
import { getArticlesByReferences } from '#shared/articles/get-articles-by-references.ts';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { decimalPoint, FREE_LINE, type OfferEditorValues } from './offer-draft-form';

type LinesProps = {
  control: Control<OfferEditorValues>;
  lines: UseFieldArrayReturn<OfferEditorValues, 'lines'>;
};

/**
 * "Lignes de l'offre" (docs/product/offers.md#offer-editor): each line a group of fields
 * that wrap to the width, a catalogue line with its reference and designation fixed by the
 * catalogue, a free line with its own; then adding an article by its reference, or a free line.
 */
export function OfferEditorLines({ control, lines }: LinesProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {messages.editorLines}
      </Typography>
      {lines.fields.map((line, index) => (
        <EditorLine
          key={line.id}
          control={control}
          line={line}
          index={index}
          onRemove={() => lines.remove(index)}
        />
      ))}
      <AddLines onAdd={(line) => lines.append(line)} />
    </Box>
  );
}

type EditorLineProps = {
  control: Control<OfferEditorValues>;
  line: FieldArrayWithId<OfferEditorValues, 'lines'>;
  index: number;
  onRemove: () => void;
};

function EditorLine({ control, line, index, onRemove }: EditorLineProps) {
  const name = `lines.${index}` as const;
  const fromCatalogue = line.article_id !== null;
  const reference = useWatch({ control, name: `${name}.reference` });
  const label = reference || messages.freeLine;
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        p: 1.5,
        pt: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        minWidth: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
      }}
    >
      <Box
        component="legend"
        sx={{ px: 0.5, fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {messages.line(index + 1)}
        <IconButton size="small" aria-label={messages.removeLine(label)} onClick={onRemove}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Box>
      <FormTextField
        control={control}
        name={`${name}.reference`}
        label={messages.reference}
        size="small"
        disabled={fromCatalogue}
        required={!fromCatalogue}
        slotProps={{ htmlInput: { maxLength: OFFER_REFERENCE_MAX_CHARS } }}
      />
      <FormTextField
        control={control}
        name={`${name}.designation`}
        label={messages.designation}
        size="small"
        disabled={fromCatalogue}
        required={!fromCatalogue}
        multiline
        sx={{ gridColumn: { sm: 'span 2' } }}
        slotProps={{ htmlInput: { maxLength: OFFER_DESIGNATION_MAX_CHARS } }}
      />
      <QuantityField control={control} name={`${name}.quantity`} />
      <DecimalField control={control} name={`${name}.unit_price_ht`} label={messages.unitPrice} />
      <DecimalField control={control} name={`${name}.discount_percent`} label={messages.discount} />
      <DecimalField control={control} name={`${name}.vat_rate`} label={messages.vatRate} />
      <FormTextField
        control={control}
        name={`${name}.lead_time`}
        label={messages.lineLeadTime}
        size="small"
        slotProps={{ htmlInput: { maxLength: LEAD_TIME_MAX_CHARS } }}
      />
    </Box>
  );
}

type FieldName = Parameters<typeof FormTextField<OfferEditorValues>>[0]['name'];

/** An amount or a rate: a comma typed is the wire's point ("12,50" is sent "12.50"). */
export function DecimalField({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<OfferEditorValues>;
  name: FieldName;
  label: string;
  helperText?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      name={field.name}
      label={label}
      size="small"
      value={field.value ?? ''}
      onChange={(event) => field.onChange(decimalPoint(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

function QuantityField({
  control,
  name,
}: {
  control: Control<OfferEditorValues>;
  name: FieldName;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      name={field.name}
      label={messages.quantity}
      size="small"
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        field.onChange(text === '' || !/^\d+$/.test(text) ? text : Number(text));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

// The VAT rates of France, which a catalogue price including tax reveals.
const FRENCH_VAT_RATES = [20, 10, 5.5, 2.1];

/** The rate nearest to what an article's two prices say, as the wire writes it. */
function vatRateOf(baseCents: number, ttcCents: number): string {
  const ratio = baseCents > 0 ? (ttcCents / baseCents - 1) * 100 : 20;
  const nearest = FRENCH_VAT_RATES.reduce((best, rate) =>
    Math.abs(rate - ratio) < Math.abs(best - ratio) ? rate : best,
  );
  return nearest.toFixed(2);
}

/** Adds a catalogue article by its reference, or a free line. */
function AddLines({ onAdd }: { onAdd: (line: OfferEditorValues['lines'][number]) => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const wanted = reference.trim().toUpperCase();
    if (!wanted || busy) return;
    setBusy(true);
    try {
      const [article] = (await getArticlesByReferences([wanted])).filter(
        (found) => found.soft_deleted === '0',
      );
      if (!article) {
        setError(messages.referenceUnknown(wanted));
        return;
      }
      const base = parseWireMoney(article.basePrice) ?? 0;
      onAdd({
        article_id: article.id,
        reference: article.crmId,
        designation: [article.brandName, article.label].filter(Boolean).join(' - '),
        quantity: 1,
        unit_price_ht: article.basePrice,
        discount_percent: '0.00',
        vat_rate: vatRateOf(base, parseWireMoney(article.ttcPrice) ?? base),
        lead_time: '',
      });
      setReference('');
      setError(null);
    } catch {
      setError(messages.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <TextField
        label={messages.addByReference}
        size="small"
        value={reference}
        onChange={(event) => setReference(event.target.value.toUpperCase())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          }
        }}
        error={error !== null}
        helperText={error ?? undefined}
        sx={{ flex: '1 1 16rem' }}
      />
      <Button variant="outlined" onClick={() => void add()} aria-busy={busy || undefined}>
        {messages.addReferenceButton}
      </Button>
      <Button variant="outlined" onClick={() => onAdd({ ...FREE_LINE })}>
        {messages.addFreeLine}
      </Button>
    </Box>
  );
}
