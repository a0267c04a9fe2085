import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { authMessages as messages } from '../auth-messages';
import { useNewPasswordChecks } from '../use-new-password-checks';

type NewPasswordFieldsProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, FieldValues>;
  passwordLabel: string;
  confirmationLabel: string;
};

/**
 * A new password and its confirmation (account creation, password reset), checked as one
 * types (docs/product/accounts.md#password-rule): the form's `password` and `confirmation`.
 */
export function NewPasswordFields<
  Values extends FieldValues & { password: string; confirmation: string },
>({ form, passwordLabel, confirmationLabel }: NewPasswordFieldsProps<Values>) {
  useNewPasswordChecks(form);
  return (
    <>
      <FormTextField
        control={form.control}
        name={'password' as Path<Values>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        helperText={messages.passwordHint}
      />
      <FormTextField
        control={form.control}
        name={'confirmation' as Path<Values>}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
