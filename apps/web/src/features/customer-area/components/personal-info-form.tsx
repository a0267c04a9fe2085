import type { Address, SelfUser } from '@labo/domain/auth-schemas';
import { NAME_MAX_CHARS, PHONE_MAX_CHARS } from '@labo/domain/form-fields';
import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { PROFILE_SAVE_DELAY_MS } from '#config/ui.ts';
import { isApiError } from '#shared/api-client.ts';
import { AddressFields } from '#shared/forms/address-fields.tsx';
import { panelSx } from '#shared/panel-styles.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';
import { storeUser } from '#shared/session/session-store.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { wait } from '#shared/wait.ts';
import { putPersonalInfo } from '../api/account-data';
import { customerAreaMessages as messages } from '../customer-area-messages';

type InfoForm = {
  firstName: string;
  lastName: string;
  phone: string;
  billingAddress: Address;
  deliveryAddress: Address;
};

function formOf(user: SelfUser): InfoForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    billingAddress: user.default_billing_address,
    deliveryAddress: user.default_delivery_address,
  };
}

/**
 * The personal information form (docs/product/accounts.md#personal-information): the
 * e-mail read-only, names, phone and both addresses; a save waits 0.5 s and sends IBAN
 * empty.
 */
export function PersonalInfoForm({ jwt, user }: { jwt: string; user: SelfUser }) {
  const [form, setForm] = useState(() => formOf(user));
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const save = useMutation({
    mutationFn: async (info: InfoForm) => {
      await wait(PROFILE_SAVE_DELAY_MS);
      return putPersonalInfo(jwt, { ...info, IBAN: '' });
    },
    onSuccess: async (saved) => {
      await storeUser(saved);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      showSnackbar(messages.saved);
    },
    onError: (error) => {
      const refused = isApiError(error) && error.status === 400 ? error.body?.message : undefined;
      showSnackbar(refused ?? messages.genericError, 'error');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(form);
  };
  const text = (
    key: 'firstName' | 'lastName' | 'phone',
    label: string,
    autoComplete: string,
    maxLength: number,
  ) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  const address =
    (key: 'billingAddress' | 'deliveryAddress') => (field: keyof Address, value: string) =>
      setForm({ ...form, [key]: { ...form[key], [field]: value } });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ ...panelSx, p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}
    >
      <TextField
        label={messages.email}
        value={user.email}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText={
          <>
            {messages.emailNote}{' '}
            <Link component={RouterLink} to={paths.contact.getHref()} underline="always">
              {messages.contactPage}
            </Link>
            .
          </>
        }
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'primary.dark' }}>
          {messages.identity}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {text('firstName', messages.firstName, 'given-name', NAME_MAX_CHARS)}
          {text('lastName', messages.lastName, 'family-name', NAME_MAX_CHARS)}
          {text('phone', messages.phone, 'tel', PHONE_MAX_CHARS)}
        </Box>
      </Box>
      <AddressFields
        kind="billing"
        legend={messages.billingAddress}
        address={form.billingAddress}
        onChange={address('billingAddress')}
      />
      <AddressFields
        kind="shipping"
        legend={messages.deliveryAddress}
        address={form.deliveryAddress}
        onChange={address('deliveryAddress')}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={save.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {save.isPending ? messages.saving : messages.save}
      </Button>
    </Box>
  );
}
