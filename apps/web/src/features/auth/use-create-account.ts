import { useState } from 'react';
import { ACCOUNT_CREATION_DELAY_MS } from '#config/ui.ts';
import { isApiError } from '#shared/api-client.ts';
import { wait } from '#shared/wait.ts';
import { postCreateAccount } from './api/account-calls';
import { authMessages as messages } from './auth-messages';
import type { AccountForm, AccountFormErrors } from './components/create-account-view';

const FIELD_NAMES = ['firstName', 'lastName', 'phone', 'email', 'password'] as const;

/** What a refusal says about each field: the address taken (409), or the server's fields (400). */
function fieldErrorsOf(error: unknown): AccountFormErrors {
  if (!isApiError(error)) return {};
  if (error.status === 409) return { email: messages.emailTaken };
  const fields = error.body?.fields ?? {};
  return Object.fromEntries(
    FIELD_NAMES.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])),
  );
}

/**
 * The account creation (docs/product/accounts.md#account-creation): the form, then after a
 * 1.5-second wait the call. Resolves to the created account, or null when refused (the
 * refusal's field errors are then set).
 */
export function useCreateAccount(initialEmail: string) {
  const [form, setForm] = useState<AccountForm>({
    firstName: '',
    lastName: '',
    phone: '',
    email: initialEmail,
    password: '',
    confirmation: '',
  });
  const [serverErrors, setServerErrors] = useState<AccountFormErrors>({});
  const submit = async () => {
    await wait(ACCOUNT_CREATION_DELAY_MS);
    try {
      const created = await postCreateAccount({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phone: form.phone.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      setForm({ ...form, password: '', confirmation: '' });
      setServerErrors({});
      return created;
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      return null;
    }
  };
  const change = (next: AccountForm) => {
    setForm(next);
    // An edit answers the server's objection: it no longer stands.
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
  };
  return { form, setForm: change, serverErrors, submit };
}
