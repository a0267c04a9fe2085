import type { Address } from '@labo/domain/auth-schemas';
import {
  CITY_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  STREET_MAX_CHARS,
  ZIP_CODE_MAX_CHARS,
} from '@labo/domain/form-fields';
import { Box, TextField, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

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
type AddressField = {
  key: keyof Address;
  label: string;
  maxLength: number;
  autoComplete: string;
  wide: boolean;
};

const FIELDS: readonly AddressField[] = [
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

type AddressFieldsetProps = {
  kind: AddressKind;
  legend: string;
  /** Shown between the legend and the fields (the billing block's switch). */
  children?: ReactNode;
  /** One field of the block, drawn by the variant (given values, or a form's). */
  renderField: (field: AddressField, props: AddressFieldProps) => ReactNode;
};

/** What every field of a block shows, whichever way it is held. */
type AddressFieldProps = {
  label: string;
  autoComplete: string;
  slotProps: { htmlInput: { maxLength: number } };
  sx: { gridColumn: { md: string } } | undefined;
};

/**
 * One address block (the quote form's, the personal information's), as a fieldset so its
 * fields are named by its legend.
 */
function AddressFieldset({ kind, legend, children, renderField }: AddressFieldsetProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'primary.dark' }}>
        {legend}
      </Typography>
      {children}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '160px 1fr' } }}>
        {FIELDS.map((field) => (
          <Fragment key={field.key}>
            {renderField(field, {
              label: field.label,
              autoComplete: `${kind} ${field.autoComplete}`,
              slotProps: { htmlInput: { maxLength: field.maxLength } },
              sx: field.wide ? { gridColumn: { md: '1 / -1' } } : undefined,
            })}
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

type AddressFieldsProps = {
  kind: AddressKind;
  legend: string;
  address: Address;
  onChange: (key: keyof Address, value: string) => void;
  disabled?: boolean;
  children?: ReactNode;
};

/** An address block whose values the caller holds (the quote form's steps). */
export function AddressFields({
  address,
  onChange,
  disabled = false,
  ...block
}: AddressFieldsProps) {
  return (
    <AddressFieldset
      {...block}
      renderField={(field, props) => (
        <TextField
          {...props}
          value={address[field.key]}
          onChange={(event) => onChange(field.key, event.target.value)}
          disabled={disabled}
        />
      )}
    />
  );
}

type FormAddressFieldsProps<Values extends FieldValues> = {
  kind: AddressKind;
  legend: string;
  // Any output type: the schema may transform what the form holds into what it sends.
  control: Control<Values, unknown, FieldValues>;
  /** The form's field holding the address (docs/conventions.md#forms). */
  name: FieldPathByValue<Values, Address>;
  disabled?: boolean;
  children?: ReactNode;
};

/**
 * An address block of a form held by useZodForm: each field shows its error, from the
 * schema or the server (`billingAddress.city`), and can take the focus when first in error.
 */
export function FormAddressFields<Values extends FieldValues>({
  control,
  name,
  disabled,
  ...block
}: FormAddressFieldsProps<Values>) {
  return (
    <AddressFieldset
      {...block}
      renderField={(field, props) => (
        <FormTextField
          {...props}
          control={control}
          name={`${name}.${field.key}` as Path<Values>}
          disabled={disabled}
        />
      )}
    />
  );
}
