import { useEffect } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';

type NewPasswordValues = { password: string; confirmation: string };

/**
 * docs/product/accounts.md#password-rule, as one types: the password says it is too short
 * as soon as something is typed, and the confirmation is compared once typed, again
 * whenever the password changes. A field left empty says nothing yet.
 */
export function useNewPasswordChecks<Values extends NewPasswordValues>(
  form: UseFormReturn<Values, unknown, FieldValues>,
): void {
  const { control, trigger } = form as unknown as UseFormReturn<NewPasswordValues>;
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  useEffect(() => {
    const typed = (['password', 'confirmation'] as const).filter(
      (name) => (name === 'password' ? password : confirmation) !== '',
    );
    if (typed.length > 0) void trigger(typed);
  }, [password, confirmation, trigger]);
}
