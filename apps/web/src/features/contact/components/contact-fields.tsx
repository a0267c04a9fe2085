import {
  hasContactMeans,
  isContactMessageLongEnough,
  isValidEmail,
  isValidFrenchPhone,
} from '@labo/domain/contact-rules';
import { CONTACT_CONTENT_MAX_CHARS } from '@labo/domain/contact-schemas';
import {
  COMPANY_MAX_CHARS,
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  PHONE_MAX_CHARS,
} from '@labo/domain/form-fields';
import { Alert, Box, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import {
  type Control,
  type FieldValues,
  useController,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import type { ContactMessageFormValues } from '../contact-form-schema';
import { contactMessages as messages } from '../contact-messages';

type ContactControl = Control<ContactMessageFormValues, unknown, FieldValues>;

type ContactFieldsProps = {
  control: ContactControl;
  /** While sending the fields stay readable and focusable, but cannot change. */
  readOnly: boolean;
  /** The robot question, the form's last field (robot-question.tsx). */
  robotField: ReactNode;
};

/**
 * The contact form's fields (docs/product/contact.md#contact-page): names, the two means
 * of contact with their warning, company, message and the robot question.
 */
export function ContactFields({ control, readOnly, robotField }: ContactFieldsProps) {
  const slot = (maxLength: number) => ({ htmlInput: { maxLength, readOnly } });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
      }}
    >
      <FormTextField
        control={control}
        name="first_name"
        label={messages.firstName}
        autoComplete="given-name"
        slotProps={slot(NAME_MAX_CHARS)}
      />
      <FormTextField
        control={control}
        name="last_name"
        label={messages.lastName}
        autoComplete="family-name"
        slotProps={slot(NAME_MAX_CHARS)}
      />
      <ContactMeansField
        control={control}
        name="phone_number"
        label={messages.phone}
        type="tel"
        autoComplete="tel"
        slotProps={slot(PHONE_MAX_CHARS)}
      />
      <ContactMeansField
        control={control}
        name="email"
        label={messages.email}
        type="email"
        autoComplete="email"
        slotProps={slot(EMAIL_MAX_CHARS)}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <ContactMeansNotice control={control} />
        <FormTextField
          control={control}
          name="company"
          label={messages.company}
          autoComplete="organization"
          slotProps={slot(COMPANY_MAX_CHARS)}
        />
        <ContactMessageField control={control} readOnly={readOnly} />
        {robotField}
      </Box>
    </Box>
  );
}

const MEANS = {
  phone_number: { isValid: isValidFrenchPhone, invalid: messages.phoneInvalid },
  email: { isValid: isValidEmail, invalid: messages.emailInvalid },
} as const;

type ContactMeansFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: ContactControl;
  name: keyof typeof MEANS;
};

/**
 * The phone or the e-mail (docs/product/contact.md#contact-means-rule): a malformed one
 * says so once left or once the form is sent, but does not stop the send when the other is
 * valid: only one of the two has to be.
 */
function ContactMeansField({ control, name, helperText, ...props }: ContactMeansFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const { isSubmitted } = useFormState({ control });
  const typed = (field.value ?? '').trim();
  const malformed =
    (fieldState.isTouched || isSubmitted) && typed !== '' && !MEANS[name].isValid(typed);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={malformed || fieldState.invalid}
      helperText={fieldState.error?.message ?? (malformed ? MEANS[name].invalid : helperText)}
    />
  );
}

/** The hint, or once a send was refused for want of it, the warning that we cannot answer. */
function ContactMeansNotice({ control }: { control: ContactControl }) {
  const [phone, email] = useWatch({ control, name: ['phone_number', 'email'] });
  const { isSubmitted } = useFormState({ control });
  if (isSubmitted && !hasContactMeans({ phone_number: phone, email })) {
    return <Alert severity="warning">{messages.meansMissing}</Alert>;
  }
  return (
    <Box component="p" sx={{ m: 0, color: 'text.secondary', fontSize: '0.875rem' }}>
      {messages.meansHint}
    </Box>
  );
}

/**
 * The message (docs/product/contact.md#message-rule): the label itself says it is too
 * short, as soon as something is typed or once the form is sent.
 */
function ContactMessageField({
  control,
  readOnly,
}: {
  control: ContactControl;
  readOnly: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'content' });
  const { isSubmitted } = useFormState({ control });
  const tooShort = !isContactMessageLongEnough(field.value) && (field.value !== '' || isSubmitted);
  // Another objection than the length (the server's) shows under the field.
  const otherError =
    fieldState.error?.message === messages.messageTooShort ? undefined : fieldState.error?.message;
  return (
    <TextField
      label={tooShort ? messages.messageTooShort : messages.message}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref as Ref<HTMLInputElement>}
      required
      error={tooShort || fieldState.invalid}
      helperText={otherError}
      multiline
      minRows={5}
      slotProps={{
        htmlInput: { maxLength: CONTACT_CONTENT_MAX_CHARS, readOnly },
        // The long label sits small above the field, where it fits whole from 320 px;
        // inside the empty field it was cut ("Votre message est un p…").
        inputLabel: tooShort ? { shrink: true } : undefined,
      }}
    />
  );
}
