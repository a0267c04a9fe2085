import type { Address } from '@labo/domain/auth-schemas';
import {
  CITY_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  STREET_MAX_CHARS,
  ZIP_CODE_MAX_CHARS,
} from '@labo/domain/form-fields';
import { Box, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type AddressKind = 'shipping' | 'billing';

// The labels of an address block (docs/product/quote-request.md#contact-details-step), the
// same on the quote form and the customer's personal information.
const messages = {
  street: 'Nom et adresse',
  additionalStreet: "Complément d'adresse",
  zipCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
} as const;

// The product's field order;
// autocomplete tokens let the browser fill each block on its own.
const FIELDS: readonly {
  key: keyof Address;
  label: string;
  maxLength: number;
  autoComplete: string;
  wide: boolean;
}[] = [
  {
    key: 'street',
    label: messages.street,
    maxLength: STREET_MAX_CHARS,
    autoComplete: 'street-address',
    wide: true,
  },
  {
    key: 'additionalStreet',
    label: messages.additionalStreet,
    maxLength: STREET_MAX_CHARS,
    autoComplete: 'address-line2',
    wide: true,
  },
  {
    key: 'zipCode',
    label: messages.zipCode,
    maxLength: ZIP_CODE_MAX_CHARS,
    autoComplete: 'postal-code',
    wide: false,
  },
  {
    key: 'city',
    label: messages.city,
    maxLength: CITY_MAX_CHARS,
    autoComplete: 'address-level2',
    wide: false,
  },
  {
    key: 'country',
    label: messages.country,
    maxLength: COUNTRY_MAX_CHARS,
    autoComplete: 'country-name',
    wide: true,
  },
];

type AddressFieldsProps = {
  kind: AddressKind;
  legend: string;
  address: Address;
  onChange: (key: keyof Address, value: string) => void;
  disabled?: boolean;
  /** Shown between the legend and the fields (the billing block's switch). */
  children?: ReactNode;
};

/**
 * One address block (the quote form's, the personal information's), as a fieldset so its
 * fields are named by its legend.
 */
export function AddressFields({
  kind,
  legend,
  address,
  onChange,
  disabled = false,
  children,
}: AddressFieldsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'primary.dark' }}>
        {legend}
      </Typography>
      {children}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '160px 1fr' } }}>
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            value={address[field.key]}
            onChange={(event) => onChange(field.key, event.target.value)}
            disabled={disabled}
            autoComplete={`${kind} ${field.autoComplete}`}
            slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            sx={field.wide ? { gridColumn: { md: '1 / -1' } } : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
