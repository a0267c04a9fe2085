import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Alert, Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { putStaffEmails, staffEmailsQueryOptions } from '../api/user-calls';
import { staffFieldErrors } from '../staff-field-errors';
import { userManagementMessages as messages } from '../user-management-messages';

type Row = { key: number; value: string };

type StaffEmailsFormProps = { jwt: string; stored: readonly string[] };

/**
 * The staff list as editable lines: add, remove, save. Blank lines are left out; the
 * server's 400 names the line of an invalid address (`fields["emails.N"]`), shown under it.
 */
export function StaffEmailsForm({ jwt, stored }: StaffEmailsFormProps) {
  const nextKey = useRef(stored.length);
  const [rows, setRows] = useState<Row[]>(() => stored.map((value, key) => ({ key, value })));
  const [errors, setErrors] = useState<{ byKey: Map<number, string>; list?: string }>({
    byKey: new Map(),
  });
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const save = useSaveStaff(jwt, (saved) => {
    setRows(saved.map((value) => ({ key: nextKey.current++, value })));
    setErrors({ byKey: new Map() });
  });
  const submit = async () => {
    const sent = rows.filter((row) => row.value.trim() !== '');
    try {
      await save.mutateAsync(sent.map((row) => row.value.trim()));
    } catch (error) {
      const found = isApiError(error) ? staffFieldErrors(error.body?.fields ?? {}) : undefined;
      const byKey = new Map<number, string>();
      for (const [index, message] of found?.lines ?? []) {
        const row = sent[index];
        if (row) byKey.set(row.key, message);
      }
      setErrors({ byKey, list: found?.list });
      const first = sent.find((row) => byKey.has(row.key));
      if (first) inputs.current.get(first.key)?.focus();
    }
  };
  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, value: '' }]);
    setTimeout(() => inputs.current.get(key)?.focus(), 0);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }}
    >
      {rows.length === 0 ? <Typography>{messages.staffEmpty}</Typography> : undefined}
      {rows.map((row, index) => (
        <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={messages.staffAddress(index + 1)}
            type="email"
            value={row.value}
            onChange={(event) => {
              const value = event.target.value;
              setRows((current) => current.map((r) => (r.key === row.key ? { ...r, value } : r)));
            }}
            error={errors.byKey.has(row.key)}
            helperText={errors.byKey.get(row.key)}
            inputRef={(input: HTMLInputElement | null) => {
              if (input) inputs.current.set(row.key, input);
              else inputs.current.delete(row.key);
            }}
            fullWidth
            size="small"
          />
          <IconButton
            aria-label={messages.staffRemove(row.value.trim())}
            onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
          >
            <RemoveCircleOutlinedIcon aria-hidden />
          </IconButton>
        </Box>
      ))}
      {errors.list ? <Alert severity="error">{errors.list}</Alert> : undefined}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button onClick={add} startIcon={<AddIcon aria-hidden />} variant="outlined">
          {messages.staffAdd}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {messages.save}
        </Button>
      </Box>
    </Box>
  );
}

/** The save: "Modifications effectuées", or "Une erreur est survenue" unless a line is named. */
function useSaveStaff(jwt: string, onSaved: (saved: string[]) => void) {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  return useMutation({
    mutationFn: (emails: string[]) => putStaffEmails(jwt, emails),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffEmailsQueryOptions(jwt).queryKey, saved);
      onSaved(saved);
      showSnackbar(messages.saved);
    },
    onError: (error) => {
      if (!(isApiError(error) && error.status === 400)) showSnackbar(messages.failed, 'error');
    },
  });
}
