import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import { type z, config as zodConfig } from 'zod';
import { fr } from 'zod/locales';

// The messages of zod's own checks (a number expected, a value out of a list) are French
// like ours, as the server answers them (docs/product/api-conventions.md#form-errors). Set
// with the forms, which load zod, never on the first page.
zodConfig(fr());

/**
 * The one way to hold a form (docs/conventions.md#forms): react-hook-form, checked by the
 * domain's zod schema, the same one the server checks the request with. Fields speak once the
 * form is sent, then as they change; a refused send puts the focus on the first field in
 * error. Not on leaving a field by default: the error then appears between the press on the
 * send button and its release, moves the button down, and the click is lost.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
