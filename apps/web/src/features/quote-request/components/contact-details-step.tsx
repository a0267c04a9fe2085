import type { Address } from '@labo/domain/auth-schemas';
import { type QuoteForm, withBillingSameAsDelivery } from '@labo/domain/quote-form-rules';
import { Box, FormControlLabel, Switch } from '@mui/material';
import type { Ref } from 'react';
import { type Control, type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { AddressFields } from '#shared/forms/address-fields.tsx';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { identityMaxChars } from '../quote-form-schema';
import { quoteRequestMessages as messages } from '../quote-request-messages';

type QuoteFormMethods = Pick<UseFormReturn<QuoteForm>, 'control' | 'getValues' | 'setValue'>;

type ContactDetailsStepProps = {
  form: QuoteFormMethods;
  /** Wraps the e-mail field, so that a refused send can scroll to it. */
  emailBoxRef: Ref<HTMLDivElement>;
};

/**
 * Step 1 "Coordonnées" (docs/product/quote-request.md#contact-details-step): identity, the
 * buyer's order reference, delivery and billing addresses.
 */
export function ContactDetailsStep({ form, emailBoxRef }: ContactDetailsStepProps) {
  const { control } = form;
  return (
    <TitledPanel title={messages.contactStep}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="firstName"
          label={messages.firstName}
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: identityMaxChars.firstName } }}
        />
        <FormTextField
          control={control}
          name="lastName"
          label={messages.lastName}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: identityMaxChars.lastName } }}
        />
        <Box ref={emailBoxRef} sx={{ display: 'grid' }}>
          <FormTextField
            control={control}
            name="email"
            label={messages.email}
            // Text, not email: browsers strip blanks from email inputs, and the rule
            // (docs/product/quote-request.md#e-mail-field-rule) wants "Ce champ est
            // obligatoire" for a field left blank. inputMode keeps the keyboard.
            required
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: identityMaxChars.email, inputMode: 'email' } }}
          />
        </Box>
        <FormTextField
          control={control}
          name="phone"
          label={messages.phone}
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: identityMaxChars.phone } }}
        />
        <FormTextField
          control={control}
          name="company"
          label={messages.company}
          autoComplete="organization"
          slotProps={{ htmlInput: { maxLength: identityMaxChars.company } }}
        />
        <FormTextField
          control={control}
          name="orderReference"
          label={messages.orderReference}
          helperText={messages.orderReferenceHelp}
          slotProps={{ htmlInput: { maxLength: identityMaxChars.orderReference } }}
        />
      </Box>
      <AddressBlocks form={form} />
    </TitledPanel>
  );
}

/** Delivery, then billing with its "Utiliser l'adresse de livraison" switch. */
function AddressBlocks({ form }: { form: QuoteFormMethods }) {
  const { control } = form;
  const delivery = useController({ control, name: 'delivery' });
  const billing = useController({ control, name: 'billing' });
  const sameAsDelivery = useWatch({ control, name: 'billingSameAsDelivery' });

  // docs/product/quote-request.md#billing-address-toggle: turning the switch off leaves
  // the billing fields holding the delivery address they showed.
  const toggle = (on: boolean) => {
    const next = withBillingSameAsDelivery(form.getValues(), on);
    form.setValue('billing', next.billing, { shouldDirty: true });
    form.setValue('billingSameAsDelivery', on, { shouldDirty: true });
  };

  return (
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
        address={delivery.field.value}
        onChange={(key, value) =>
          delivery.field.onChange(withPart(delivery.field.value, key, value))
        }
      />
      <AddressFields
        kind="billing"
        legend={messages.billingAddress}
        // With the switch on, billing mirrors delivery.
        address={sameAsDelivery ? delivery.field.value : billing.field.value}
        onChange={(key, value) => billing.field.onChange(withPart(billing.field.value, key, value))}
        disabled={sameAsDelivery}
      >
        <SameAddressSwitch control={control} onToggle={toggle} />
      </AddressFields>
    </Box>
  );
}

function withPart(address: Address, key: keyof Address, value: string): Address {
  return { ...address, [key]: value };
}

function SameAddressSwitch({
  control,
  onToggle,
}: {
  control: Control<QuoteForm>;
  onToggle: (on: boolean) => void;
}) {
  const { field } = useController({ control, name: 'billingSameAsDelivery' });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={field.value}
          onBlur={field.onBlur}
          onChange={(event) => onToggle(event.target.checked)}
        />
      }
      label={messages.sameAsDelivery}
      sx={{ mb: 1.5 }}
    />
  );
}
