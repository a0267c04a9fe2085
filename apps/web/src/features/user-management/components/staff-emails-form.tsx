import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Alert, Box, Button, IconButton, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { useSaveStaffEmails } from '../api/staff-emails';
import { staffEmailsFormSchema, staffLineField } from '../staff-emails-form-schema';
import { userManagementMessages as messages } from '../user-management-messages';
import { useRemovalFocus } from './use-removal-focus';

const toLines = (emails: readonly string[]) => emails.map((address) => ({ address }));

/**
 * The staff list as editable lines: add, remove, save. Blank lines are left out; an invalid
 * address is named under its line, by the form or by the server's 400 (`fields["emails.N"]`).
 */
export function StaffEmailsForm({ stored }: { stored: readonly string[] }) {
  const form = useZodForm(staffEmailsFormSchema, { defaultValues: { lines: toLines(stored) } });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const save = useSaveStaffEmails();
  const { setFocus } = form;
  const removal = useRemovalFocus(
    lines.fields.length,
    useCallback((index) => setFocus(`lines.${index}.address`), [setFocus]),
  );
  const submit = form.handleSubmit(async ({ emails }) => {
    const field = staffLineField(form.getValues('lines'));
    try {
      form.reset({ lines: toLines(await save.mutateAsync(emails)) });
    } catch (error) {
      showServerFieldErrors(form, error, field);
    }
  });
  const listError = form.formState.errors.root?.list?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }}
    >
      {lines.fields.length === 0 ? <Typography>{messages.staffEmpty}</Typography> : undefined}
      {lines.fields.map((line, index) => (
        <Box key={line.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormTextField
            control={form.control}
            name={`lines.${index}.address`}
            label={messages.staffAddress(index + 1)}
            type="email"
            fullWidth
            size="small"
          />
          <IconButton
            aria-label={messages.staffRemove(form.watch(`lines.${index}.address`).trim())}
            onClick={() => {
              removal.removed(index);
              lines.remove(index);
            }}
          >
            <RemoveCircleOutlinedIcon aria-hidden />
          </IconButton>
        </Box>
      ))}
      {listError ? <Alert severity="error">{listError}</Alert> : undefined}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          ref={removal.fallback}
          onClick={() => lines.append({ address: '' })}
          startIcon={<AddIcon aria-hidden />}
          variant="outlined"
        >
          {messages.staffAdd}
        </Button>
        <StatusButton type="submit" variant="contained" status={save.status}>
          {messages.save}
        </StatusButton>
      </Box>
    </Box>
  );
}
