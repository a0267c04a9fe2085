import type { CreateAccountRequest } from '@labo/domain/auth-schemas';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { LoadingFormCard } from '#shared/forms/form-card.tsx';
import { invitationEmailOf } from '#shared/session/login-invitation.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { authMessages as messages } from '../auth-messages';
import { useCreateAccount } from '../use-create-account';
import { useLoginAttempt } from '../use-login-attempt';
import { AccountInvitation, CreateAccountView } from './create-account-view';
import { ForgotPasswordView } from './forgot-password-view';
import { LoginView } from './login-view';

type View = 'login' | 'forgot' | 'create';

const TITLES: Record<View, string> = {
  login: messages.loginTitle,
  forgot: messages.forgotTitle,
  create: messages.createTitle,
};

/**
 * /login: the views login, forgot password, create account and loading on one page
 * (docs/product/accounts.md#login-page). After a quote sent without an account, the page
 * opens on the account creation for that quote's address
 * (docs/product/accounts.md#invitation-after-a-quote).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const invitationEmail = invitationEmailOf(useLocation().state);
  const [view, setViewState] = useState<View>(invitationEmail ? 'create' : 'login');
  // The title takes the focus when the view changes, not on arrival.
  const [viewChanged, setViewChanged] = useState(false);
  const [loading, setLoading] = useState<string | null>(null);
  // The address typed in one view, that the next one opens with.
  const [email, setEmail] = useState(invitationEmail ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const login = useLoginAttempt();
  const creation = useCreateAccount(invitationEmail ?? '');
  usePageTitle(TITLES[view]);

  const setView = (next: View) => {
    setViewChanged(true);
    setViewState(next);
  };

  const submitLogin = async (credentials: { email: string; password: string }) => {
    setEmail(credentials.email);
    setLoading(messages.loggingIn);
    const ok = await login.attempt(credentials.email, credentials.password);
    if (ok) {
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
      setEmail(created.email);
      setNotice(messages.verificationSent(created.email));
      setView('login');
    }
  };

  if (loading) {
    return <LoadingFormCard title={TITLES[view]} label={loading} />;
  }
  switch (view) {
    case 'login':
      return (
        <LoginView
          email={email}
          error={login.error}
          notice={notice}
          focusTitle={viewChanged && !login.error}
          onSubmit={(credentials) => void submitLogin(credentials)}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setView('forgot');
          }}
          onCreateAccount={(typed) => {
            setEmail(typed);
            if (!creation.form.getValues('email')) creation.form.setValue('email', typed);
            setView('create');
          }}
        />
      );
    case 'forgot':
      return (
        <ForgotPasswordView
          email={email}
          onBack={(typed) => {
            setEmail(typed);
            setView('login');
          }}
        />
      );
    case 'create':
      return (
        <CreateAccountView
          form={creation.form}
          invitation={
            invitationEmail ? (
              <AccountInvitation
                email={invitationEmail}
                onLogin={() => {
                  setEmail(invitationEmail);
                  setView('login');
                }}
              />
            ) : undefined
          }
          onSubmit={(request) => void submitCreation(request)}
          onBack={() => setView('login')}
        />
      );
  }
}
