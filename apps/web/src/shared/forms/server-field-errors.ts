import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api-client';

/**
 * Puts the server's field errors (a 400's `fields`, docs/product/api-conventions.md#form-errors)
 * on their fields and the focus on the first of them. True when the error named something of
 * the form: the screen then says nothing more. `fieldName` maps a wire name to the form's
 * when they differ; a name under `root.` is an error of the form as a whole, shown by the
 * form (`formState.errors.root`).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
  error: unknown,
  fieldName: (wireName: string) => string = (wireName) => wireName,
): boolean {
  if (!isApiError(error)) return false;
  const named = Object.entries(error.body?.fields ?? {})
    .map(([wireName, message]) => [fieldName(wireName), message] as const)
    .filter(
      ([name]) => name.startsWith('root.') || form.getValues(name as Path<Values>) !== undefined,
    );
  let focused = false;
  for (const [name, message] of named) {
    const shouldFocus: boolean = !focused && !name.startsWith('root.');
    focused ||= shouldFocus;
    form.setError(name as Path<Values>, { type: 'server', message }, { shouldFocus });
  }
  return named.length > 0;
}
