import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, TextField, Typography } from '@mui/material';
import type { ChangeEvent, FormEvent } from 'react';
import { StatusButton } from '#shared/status-button.tsx';
import { monospace } from '#shared/text-styles.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { cartMessages } from '../cart-messages';
import { useQuickAdd } from '../use-quick-add';
import { PasteListButton } from './paste-list-dialog';

/**
 * Quick add by reference (docs/product/cart.md#quick-add-by-reference): a form, so Enter
 * submits; the hint is a live region, so screen readers hear "Référence ajoutée" or
 * "Référence inconnue". Beside it, « Coller une liste » adds many references at once
 * (docs/product/cart.md#paste-a-list).
 */
export function QuickAddForm() {
  const { reference, setReference, canSubmit, status, submit, hint } = useQuickAdd();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Upper-case in place, keeping the caret where it was: a controlled value that
    // differs from what was typed would send the caret to the end.
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    setReference(input.value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <TitledPanel title={cartMessages.quickAddTitle}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
      >
        <TextField
          size="small"
          label={cartMessages.referenceLabel}
          placeholder={cartMessages.referencePlaceholder}
          value={reference}
          onChange={onChange}
          autoComplete="off"
          helperText={cartMessages.referenceHelp}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              autoCapitalize: 'characters',
              style: { fontFamily: monospace.fontFamily },
            },
          }}
          sx={{ flex: '1 1 220px', maxWidth: { md: 320 } }}
        />
        <StatusButton
          type="submit"
          variant="contained"
          status={status}
          disabled={!canSubmit}
          startIcon={<PlaylistAddIcon aria-hidden />}
          sx={{ height: 40, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {cartMessages.quickAddButton}
        </StatusButton>
        <PasteListButton />
        <Box
          role="status"
          aria-live="polite"
          aria-busy={status === 'pending'}
          sx={{ minHeight: 40, display: 'flex', alignItems: 'center' }}
        >
          {hint ? (
            <Typography
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                fontWeight: 600,
                color: hint.tone === 'success' ? 'success.dark' : 'error.main',
              }}
            >
              {hint.tone === 'success' ? (
                <CheckCircleOutlinedIcon fontSize="small" aria-hidden />
              ) : (
                <ErrorOutlinedIcon fontSize="small" aria-hidden />
              )}
              {hint.text}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </TitledPanel>
  );
}
