import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { readCurrentUser } from '#shared/session/current-user.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeSelfUser } from '#testing/test-users.ts';
import { RecoverPasswordPage } from './recover-password-page';

const RESET = 'POST /exposed/password/tok3n/user/reset';

function renderRecover() {
  return renderInApp([{ path: '/', element: <RecoverPasswordPage token="tok3n" /> }]);
}

const newPassword = () => screen.getByLabelText(/^Nouveau mot de passe/);
const confirmation = () => screen.getByLabelText(/^Confirmer le mot de passe/);
const confirmButton = () => screen.getByRole('button', { name: 'Confirmer' });

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('password reset page (docs/product/accounts.md#password-reset-page)', () => {
  it('logs out whoever is logged in on this device', async () => {
    await storeSession('jwt-of-someone', makeSelfUser());
    stubApi({});
    renderRecover();
    await screen.findByRole('heading', { level: 1, name: 'Réinitialisation du mot de passe' });
    await expect.poll(readCurrentUser).toBeNull();
  });

  it('enables Confirmer only for two equal passwords of 8 characters, saying why not', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderRecover();
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'abcdefg');
    expect(confirmButton()).toBeDisabled();
    expect(newPassword()).toHaveAccessibleDescription(
      'Votre mot de passe doit contenir au moins 8 caractères',
    );
    await user.type(newPassword(), 'h');
    await user.type(confirmation(), 'abcdefgi');
    expect(confirmation()).toHaveAccessibleDescription(
      'Les deux mots de passe ne correspondent pas',
    );
    expect(confirmButton()).toBeDisabled();
    await user.clear(confirmation());
    await user.type(confirmation(), 'abcdefgh');
    expect(confirmButton()).toBeEnabled();
  });

  it('resets the password and links to the login page', async () => {
    const fetchMock = stubApi({
      [RESET]: { updated_user: { id: 3, email: 'marie@labo.fr' } },
    });
    const user = userEvent.setup();
    renderRecover();
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'nouveau1');
    await user.type(confirmation(), 'nouveau1');
    await user.click(confirmButton());
    expect(
      await screen.findByText(/Le mot de passe du compte marie@labo.fr a été réinitialisé/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aller à la page de connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('reset')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ resetToken: 'tok3n', password: 'nouveau1' });
  });

  it('shows the failure text with a link to the login page for a bad or used link', async () => {
    stubApi({
      [RESET]: { status: 400, body: { error: 'invalid_token', message: 'Lien invalide' } },
    });
    const user = userEvent.setup();
    renderRecover();
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'nouveau1');
    await user.type(confirmation(), 'nouveau1');
    await user.click(confirmButton());
    expect(
      await screen.findByText(
        "Une erreur s'est produite, nous n'avons pas été en mesure de rétablir l'accès à votre compte.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aller à la page de connexion' })).toBeVisible();
  });
});
