import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CREATION_DELAY_MS } from '#config/ui.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { readCurrentUser } from '#shared/session/current-user.ts';
import { fakeTimeouts } from '#testing/fake-timeouts.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { type FetchMock, stubApi } from '#testing/test-api.ts';
import { makeSelfUser } from '#testing/test-users.ts';
import { LoginPage } from './login-page';

const LOGIN = 'POST /api/login_check';
const marie = makeSelfUser({ email: 'marie@labo.fr' });
const loginFailed = 'Connexion impossible ! adresse ou mot de passe incorrect.';

function renderLogin(path: InitialEntry = '/login') {
  const routes = [
    { path: '/login', Component: LoginPage },
    { path: '/', element: <p>Accueil</p> },
    { path: '/cart/validate', element: <p>Valider mon devis</p> },
  ];
  return renderInApp(routes, { path });
}

const emailField = () => screen.getByLabelText(/^Adresse e-mail/);
const passwordField = () => screen.getByLabelText(/^Mot de passe/);
const loginButton = () => screen.getByRole('button', { name: 'SE CONNECTER' });

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('login view (docs/product/accounts.md#login-page)', () => {
  it('enables SE CONNECTER only for a valid e-mail and a password of 2 characters', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(loginButton()).toBeDisabled();
    await user.type(emailField(), 'marie@labo');
    await user.type(passwordField(), 'ab');
    expect(loginButton()).toBeDisabled();
    await user.type(emailField(), '.fr');
    expect(loginButton()).toBeEnabled();
    await user.clear(passwordField());
    await user.type(passwordField(), 'a');
    expect(loginButton()).toBeDisabled();
  });

  it('logs in, stores the session and goes back to /cart/validate when from=validate', async () => {
    const fetchMock = stubApi({
      [LOGIN]: { token: 'jwt-of-marie' },
      '/api/protected/self/info': marie,
    });
    const user = userEvent.setup();
    const { router } = renderLogin('/login?from=validate');
    await user.type(await screen.findByLabelText(/^Adresse e-mail/), 'marie@labo.fr');
    await user.type(passwordField(), 'secret');
    await user.click(loginButton());
    expect(await screen.findByText('Connexion réussie ! Bienvenue !')).toBeVisible();
    expect(router.state.location.pathname).toBe('/cart/validate');
    expect(await readCurrentUser()).toEqual({ jwt: 'jwt-of-marie', user: marie });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'marie@labo.fr', password: 'secret' });
  });

  it('goes home after a login without from', async () => {
    stubApi({ [LOGIN]: { token: 'jwt' }, '/api/protected/self/info': marie });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await user.type(await screen.findByLabelText(/^Adresse e-mail/), 'marie@labo.fr');
    await user.type(passwordField(), 'secret');
    await user.click(loginButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('on failure shows the text, clears the password and puts the focus back on it', async () => {
    stubApi({
      [LOGIN]: { status: 401, body: { error: 'invalid_credentials', message: loginFailed } },
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/^Adresse e-mail/), 'marie@labo.fr');
    await user.type(passwordField(), 'wrong');
    await user.click(loginButton());
    expect(await screen.findByText(loginFailed)).toBeVisible();
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAccessibleDescription(loginFailed);
    expect(emailField()).toHaveValue('marie@labo.fr');
    expect(await readCurrentUser()).toBeNull();
  });

  it("shows the server's own text for too many attempts (429)", async () => {
    const tooMany = 'Trop de tentatives de connexion : réessayez dans 15 minutes.';
    stubApi({ [LOGIN]: { status: 429, body: { error: 'too_many_attempts', message: tooMany } } });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/^Adresse e-mail/), 'marie@labo.fr');
    await user.type(passwordField(), 'wrong');
    await user.click(loginButton());
    expect(await screen.findByText(tooMany)).toBeVisible();
  });
});

describe('forgot password view (docs/product/accounts.md#password-recovery)', () => {
  it('sends the request, then shows the notice and disables the field and the button', async () => {
    const fetchMock = stubApi({ 'POST /exposed/password/reset/request': {} });
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toHaveFocus();
    await user.type(emailField(), 'marie@labo.fr');
    await user.click(screen.getByRole('button', { name: 'ENVOYER LE LIEN' }));
    expect(
      await screen.findByText(/un e-mail contenant un lien de réinitialisation/),
    ).toBeVisible();
    expect(emailField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ENVOYER LE LIEN' })).toBeDisabled();
    // The disabled button cannot keep the focus: the notice takes it.
    const notice = screen.getByText(/un e-mail contenant un lien de réinitialisation/);
    await waitFor(() => expect(notice.closest('[role="alert"]')).toHaveFocus());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      userEmail: 'marie@labo.fr',
      env: 'production',
    });
  });
});

describe('create account view (docs/product/accounts.md#account-creation)', () => {
  async function openCreation() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Créer un compte' }));
    return user;
  }
  const createButton = () => screen.getByRole('button', { name: 'CRÉER MON COMPTE' });

  /**
   * Presses CRÉER MON COMPTE: nothing is sent before the product's wait, then the account is
   * asked for. The wait is passed at once on a clock that otherwise runs on its own.
   */
  async function create(user: ReturnType<typeof userEvent.setup>, fetchMock: FetchMock) {
    fakeTimeouts();
    await user.click(createButton());
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ACCOUNT_CREATION_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }

  it('needs a valid e-mail, an 8-character password and the same confirmation', async () => {
    stubApi({});
    renderLogin();
    const user = await openCreation();
    await user.type(emailField(), 'marie@labo.fr');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      'Au moins 8 caractères',
    );
    await user.type(screen.getByLabelText(/^Mot de passe/), 'abcdefg');
    await user.type(screen.getByLabelText(/^Confirmation/), 'abcdefg');
    expect(createButton()).toBeDisabled();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      'Votre mot de passe doit contenir au moins 8 caractères',
    );
    await user.type(screen.getByLabelText(/^Mot de passe/), 'f');
    expect(screen.getByLabelText(/^Confirmation/)).toHaveAccessibleDescription(
      'Les deux mots de passe ne correspondent pas',
    );
    await user.type(screen.getByLabelText(/^Confirmation/), 'f');
    expect(createButton()).toBeEnabled();
  });

  it('creates the account after the wait, then says so and shows the login view', async () => {
    const fetchMock = stubApi({
      'POST /exposed/create/account': { status: 201, body: { id: 9, email: 'marie@labo.fr' } },
    });
    renderLogin();
    const user = await openCreation();
    await user.type(screen.getByLabelText(/^Prénom/), 'Marie');
    await user.type(emailField(), 'marie@labo.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-8');
    await user.type(screen.getByLabelText(/^Confirmation/), 'secret-8');
    await create(user, fetchMock);
    expect(await screen.findByText('Votre compte client a été créé avec succès !')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(emailField()).toHaveValue('marie@labo.fr');
    expect(
      screen.getByText(/Un e-mail de confirmation a été envoyé à marie@labo.fr/),
    ).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Marie',
      lastName: '',
      phone: '',
      email: 'marie@labo.fr',
      password: 'secret-8',
    });
  });

  it('says when the address already has an account (409), on the e-mail field', async () => {
    const fetchMock = stubApi({
      'POST /exposed/create/account': {
        status: 409,
        body: { error: 'email_taken', message: 'Adresse déjà utilisée' },
      },
    });
    renderLogin();
    const user = await openCreation();
    await user.type(emailField(), 'marie@labo.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-8');
    await user.type(screen.getByLabelText(/^Confirmation/), 'secret-8');
    await create(user, fetchMock);
    expect(
      await screen.findByText('Une erreur est survenue lors de la création du compte'),
    ).toBeVisible();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription(/Un compte client existe déjà/);
  });

  it("shows the server's refusal of a common password on the password field", async () => {
    const fetchMock = stubApi({
      'POST /exposed/create/account': {
        status: 400,
        body: {
          error: 'invalid_input',
          message: 'Les données envoyées sont invalides.',
          fields: { password: 'Ce mot de passe est trop courant : choisissez-en un autre.' },
        },
      },
    });
    renderLogin();
    const user = await openCreation();
    await user.type(emailField(), 'marie@labo.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'sunshine');
    await user.type(screen.getByLabelText(/^Confirmation/), 'sunshine');
    await create(user, fetchMock);
    expect(
      await screen.findByText('Une erreur est survenue lors de la création du compte'),
    ).toBeVisible();
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(
      'Ce mot de passe est trop courant : choisissez-en un autre.',
    );
  });

  it('opens on the invitation after a quote sent without an account, address filled in', async () => {
    stubApi({});
    renderLogin({ pathname: '/login', state: { invitationEmail: 'paul@labo.fr' } });
    expect(
      await screen.findByText(/Votre demande de devis a été envoyée avec l'adresse paul@labo.fr/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(emailField()).toHaveValue('paul@labo.fr');
  });
});
