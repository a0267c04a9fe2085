import { LoadingFormCard } from '#shared/forms/form-card.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { authMessages as messages } from '../auth-messages';
import { type LoginPageView, useLoginFlow } from '../use-login-flow';
import { AccountInvitation, CreateAccountView } from './create-account-view';
import { ForgotPasswordView } from './forgot-password-view';
import { LoginView } from './login-view';

const TITLES: Record<LoginPageView, string> = {
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
  const flow = useLoginFlow();
  const { view, showView, invitationEmail, creationForm } = flow;
  usePageTitle(TITLES[view]);
  if (flow.loading) {
    return <LoadingFormCard title={TITLES[view]} label={flow.loading} />;
  }
  switch (view) {
    case 'login':
      return (
        <LoginView
          email={flow.email}
          error={flow.loginError}
          notice={flow.notice}
          focusTitle={flow.viewChanged && !flow.loginError}
          onSubmit={(credentials) => void flow.submitLogin(credentials)}
          onForgotPassword={(typed) => showView('forgot', typed)}
          onCreateAccount={(typed) => {
            if (!creationForm.getValues('email')) creationForm.setValue('email', typed);
            showView('create', typed);
          }}
        />
      );
    case 'forgot':
      return <ForgotPasswordView email={flow.email} onBack={(typed) => showView('login', typed)} />;
    case 'create':
      return (
        <CreateAccountView
          form={creationForm}
          invitation={
            invitationEmail ? (
              <AccountInvitation
                email={invitationEmail}
                onLogin={() => showView('login', invitationEmail)}
              />
            ) : undefined
          }
          onSubmit={(request) => void flow.submitCreation(request)}
          onBack={() => showView('login')}
        />
      );
  }
}
