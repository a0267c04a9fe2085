import type { CreateAccountRequest } from '@labo/domain/auth-schemas';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { invitationEmailOf } from '#shared/session/login-invitation.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { authMessages as messages } from './auth-messages';
import { useCreateAccount } from './use-create-account';
import { useLoginAttempt } from './use-login-attempt';

export type LoginPageView = 'login' | 'forgot' | 'create';

/**
 * What /login remembers from one view to the next (docs/product/accounts.md#login-page):
 * the view, the address typed, the loading text while a login or a creation runs, the
 * notice after a creation; and the two sends.
 */
export function useLoginFlow() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const invitationEmail = invitationEmailOf(useLocation().state);
  const [view, setViewState] = useState<LoginPageView>(invitationEmail ? 'create' : 'login');
  // The title takes the focus when the view changes, not on arrival.
  const [viewChanged, setViewChanged] = useState(false);
  const [loading, setLoading] = useState<string | null>(null);
  // The address typed in one view, that the next one opens with.
  const [email, setEmail] = useState(invitationEmail ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const login = useLoginAttempt();
  const creation = useCreateAccount(invitationEmail ?? '');

  const showView = (next: LoginPageView, typedEmail?: string) => {
    if (typedEmail !== undefined) setEmail(typedEmail);
    setViewChanged(true);
    setViewState(next);
  };

  const submitLogin = async (credentials: { email: string; password: string }) => {
    setEmail(credentials.email);
    setLoading(messages.loggingIn);
    if (await login.attempt(credentials.email, credentials.password)) {
      showSnackbar(messages.loginSucceeded);
      const validating = params.get('from') === 'validate';
      navigate(validating ? paths.cartValidate.getHref() : paths.root.getHref());
      return;
    }
    // The login view comes back with the password empty.
    setLoading(null);
  };

  const submitCreation = async (request: CreateAccountRequest) => {
    setLoading(messages.creatingAccount);
    const created = await creation.submit(request);
    setLoading(null);
    if (created) {
      setNotice(messages.verificationSent(created.email));
      showView('login', created.email);
    }
  };

  return {
    view,
    showView,
    viewChanged,
    loading,
    email,
    notice,
    invitationEmail,
    loginError: login.error,
    creationForm: creation.form,
    submitLogin,
    submitCreation,
  };
}
