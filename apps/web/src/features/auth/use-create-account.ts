import type { CreateAccountRequest, CreatedAccountAnswer } from '@labo/domain/auth-schemas';
import { ACCOUNT_CREATION_DELAY_MS } from '#config/ui.ts';
import { isApiError } from '#shared/api-client.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { wait } from '#shared/wait.ts';
import { useCreateAccountCall } from './api/create-account';
import { type CreateAccountFormValues, createAccountFormSchema } from './auth-form-schemas';
import { authMessages as messages } from './auth-messages';

/**
 * The account creation (docs/product/accounts.md#account-creation): the form, held by the
 * page so that it outlives the loading view, then after a 1.5-second wait the call.
 * `submit` resolves to the created account, or null when refused: the refusal is then
 * under its fields, the address taken (409) under the e-mail.
 */
export function useCreateAccount(initialEmail: string) {
  const form = useZodForm(createAccountFormSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: initialEmail,
      password: '',
      confirmation: '',
    } satisfies CreateAccountFormValues,
  });
  const creation = useCreateAccountCall();
  const submit = async (request: CreateAccountRequest): Promise<CreatedAccountAnswer | null> => {
    await wait(ACCOUNT_CREATION_DELAY_MS);
    try {
      const created = await creation.mutateAsync(request);
      form.reset({ ...form.getValues(), password: '', confirmation: '' });
      return created;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        form.setError('email', { type: 'server', message: messages.emailTaken });
      } else {
        showServerFieldErrors(form, error);
      }
      return null;
    }
  };
  return { form, submit };
}
