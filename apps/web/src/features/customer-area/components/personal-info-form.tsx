import type { SelfUser } from '@labo/domain/auth-schemas';
import { NAME_MAX_CHARS, PHONE_MAX_CHARS } from '@labo/domain/form-fields';
import { Box, Link, TextField, Typography } from '@mui/material';
import type { Control, FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { paths } from '#config/paths.ts';
import { FormAddressFields } from '#shared/forms/address-fields.tsx';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { panelSx } from '#shared/panel-styles.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { useSavePersonalInfo } from '../api/save-personal-info';
import { customerAreaMessages as messages } from '../customer-area-messages';
import { personalInfoFormSchema } from '../personal-info-form-schema';

type PersonalInfoControl = Control<z.input<typeof personalInfoFormSchema>, unknown, FieldValues>;

function valuesOf(user: SelfUser) {
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
 * e-mail read-only, names, phone and both addresses; the server's objections land under
 * their fields.
 */
export function PersonalInfoForm({ user }: { user: SelfUser }) {
  const form = useZodForm(personalInfoFormSchema, { defaultValues: valuesOf(user) });
  const save = useSavePersonalInfo();
  const submit = form.handleSubmit(async (info) => {
    try {
      form.reset(valuesOf(await save.mutateAsync(info)));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ ...panelSx, p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}
    >
      <ReadOnlyEmail email={user.email} />
      <IdentityFields control={form.control} />
      {/* Delivery first, as on the quote form (docs/product/accounts.md#personal-information). */}
      <FormAddressFields
        control={form.control}
        name="deliveryAddress"
        kind="shipping"
        legend={messages.deliveryAddress}
      />
      <FormAddressFields
        control={form.control}
        name="billingAddress"
        kind="billing"
        legend={messages.billingAddress}
      />
      <StatusButton
        type="submit"
        variant="contained"
        status={save.status}
        sx={{ justifySelf: 'start' }}
      >
        {save.isPending ? messages.saving : messages.save}
      </StatusButton>
    </Box>
  );
}

/** The address cannot be changed here: the help says how (a message to the shop). */
function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <TextField
      label={messages.email}
      value={email}
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
  );
}

/** Names and phone, under their legend. */
function IdentityFields({ control }: { control: PersonalInfoControl }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'primary.dark' }}>
        {messages.identity}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="firstName"
          label={messages.firstName}
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
        />
        <FormTextField
          control={control}
          name="lastName"
          label={messages.lastName}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
        />
        <FormTextField
          control={control}
          name="phone"
          label={messages.phone}
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: PHONE_MAX_CHARS } }}
        />
      </Box>
    </Box>
  );
}
