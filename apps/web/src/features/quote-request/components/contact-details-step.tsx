import type { Address } from '@labo/domain/auth-schemas';
import { EMAIL_MAX_CHARS, NAME_MAX_CHARS, PHONE_MAX_CHARS } from '@labo/domain/form-fields';
import { billingAddressOf, type QuoteForm } from '@labo/domain/quote-form-rules';
import { Box, FormControlLabel, Switch, TextField } from '@mui/material';
import type { Ref } from 'react';
import { AddressFields } from '#shared/forms/address-fields.tsx';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { quoteRequestMessages as messages } from '../quote-request-messages';

export type IdentityField = 'firstName' | 'lastName' | 'email' | 'phone';
export type AddressBlock = 'delivery' | 'billing';

type ContactDetailsStepProps = {
  form: QuoteForm;
  emailError: string | null;
  emailRef: Ref<HTMLInputElement>;
  onIdentityChange: (field: IdentityField, value: string) => void;
  onAddressChange: (block: AddressBlock, key: keyof Address, value: string) => void;
  onBillingSameAsDeliveryChange: (on: boolean) => void;
};

/**
 * Step 1 "Coordonnées" (docs/product/quote-request.md#contact-details-step): identity,
 * delivery and billing addresses.
 */
export function ContactDetailsStep({
  form,
  emailError,
  emailRef,
  onIdentityChange,
  onAddressChange,
  onBillingSameAsDeliveryChange,
}: ContactDetailsStepProps) {
  return (
    <TitledPanel title={messages.contactStep}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={messages.firstName}
          value={form.firstName}
          onChange={(event) => onIdentityChange('firstName', event.target.value)}
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
        />
        <TextField
          label={messages.lastName}
          value={form.lastName}
          onChange={(event) => onIdentityChange('lastName', event.target.value)}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
        />
        <TextField
          label={messages.email}
          // Text, not email: browsers strip blanks from email inputs, and the rule
          // (docs/product/quote-request.md#e-mail-field-rule) wants "Ce champ est
          // obligatoire" for a field left blank. inputMode keeps the keyboard.
          required
          value={form.email}
          onChange={(event) => onIdentityChange('email', event.target.value)}
          error={emailError !== null}
          helperText={emailError}
          inputRef={emailRef}
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX_CHARS, inputMode: 'email' } }}
        />
        <TextField
          label={messages.phone}
          type="tel"
          value={form.phone}
          onChange={(event) => onIdentityChange('phone', event.target.value)}
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: PHONE_MAX_CHARS } }}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          mt: { xs: 3, md: 4 },
        }}
      >
        <AddressFields
          kind="shipping"
          legend={messages.deliveryAddress}
          address={form.delivery}
          onChange={(key, value) => onAddressChange('delivery', key, value)}
        />
        <AddressFields
          kind="billing"
          legend={messages.billingAddress}
          address={billingAddressOf(form)}
          onChange={(key, value) => onAddressChange('billing', key, value)}
          disabled={form.billingSameAsDelivery}
        >
          <FormControlLabel
            control={
              <Switch
                checked={form.billingSameAsDelivery}
                onChange={(event) => onBillingSameAsDeliveryChange(event.target.checked)}
              />
            }
            label={messages.sameAsDelivery}
            sx={{ mb: 1.5 }}
          />
        </AddressFields>
      </Box>
    </TitledPanel>
  );
}
