import { useEffect, useRef } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';

type NewPasswordValues = { password: string; confirmation: string };

/**
 * docs/product/accounts.md#password-rule, as one types: the password says it is too short
 * as soon as something is typed, and the confirmation is compared once typed, again
 * whenever the password changes. A field left empty says nothing yet. Only a change is
 * checked: the view shown again after the server refused the password (too common, which
 * only the server knows) keeps the server's error on the field until the person types.
 */
export function useNewPasswordChecks<Values extends NewPasswordValues>(
  form: UseFormReturn<Values, unknown, FieldValues>,
): void {
  const { control, trigger } = form as unknown as UseFormReturn<NewPasswordValues>;
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  const checked = useRef({ password, confirmation });
  useEffect(() => {
    const typed = (['password', 'confirmation'] as const).filter((name) => {
      const value = name === 'password' ? password : confirmation;
      return value !== '' && value !== checked.current[name];
    });
    checked.current = { password, confirmation };
    // The confirmation is compared again whenever the password changes.
    if (typed.includes('password') && confirmation !== '' && !typed.includes('confirmation')) {
      typed.push('confirmation');
    }
    if (typed.length > 0) void trigger(typed);
  }, [password, confirmation, trigger]);
}
