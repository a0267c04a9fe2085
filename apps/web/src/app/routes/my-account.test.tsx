import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { routes } from '../router';

const shell = {
  '/exposed/active/sales/campaigns': [],
  '/exposed/categories/flat': { categories: [], subCategories: [], underSubCategories: [] },
};

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('customer area routes (docs/product/accounts.md#customer-area)', () => {
  it('sends a visitor to /login', async () => {
    stubApi(shell);
    const { router } = renderInApp(routes, { path: '/my/account/quotes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('passes the invitation of a quote sent without an account on to /login', async () => {
    stubApi(shell);
    renderInApp(routes, {
      path: { pathname: '/my/account/quotes', state: { invitationEmail: 'paul@labo.fr' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveValue('paul@labo.fr');
  });

  it('tells an unverified customer that quotes wait for the verification, with the resend button', async () => {
    const user = makeSelfUser({ email: 'marie@labo.fr', verified: false });
    await storeSession(makeJwt(), user);
    const fetchMock = stubApi({
      ...shell,
      '/api/protected/self/info': user,
      '/api/protected/my/quotes': { quotes: [], lines: [] },
      'POST /api/protected/self/verification/resend': {},
    });
    renderInApp(routes, { path: '/my/account/quotes' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historique de mes devis' }),
    ).toBeVisible();
    expect(await screen.findByText(/apparaîtront ici une fois l'adresse vérifiée/)).toBeVisible();
    const resend = screen.getByRole('button', { name: "RENVOYER L'E-MAIL" });
    await userEvent.click(resend);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            String(input) === '/api/protected/self/verification/resend' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('says nothing of the verification to a verified customer', async () => {
    const user = makeSelfUser({ email: 'marie@labo.fr' });
    await storeSession(makeJwt(), user);
    stubApi({
      ...shell,
      '/api/protected/self/info': user,
      '/api/protected/my/quotes': { quotes: [], lines: [] },
    });
    renderInApp(routes, { path: '/my/account/quotes' });
    expect(await screen.findByText('Aucun devis à afficher')).toBeVisible();
    expect(screen.queryByRole('button', { name: "RENVOYER L'E-MAIL" })).toBeNull();
  });

  it('shows the personal information for /my/account alone', async () => {
    const user = makeSelfUser({ email: 'marie@labo.fr' });
    await storeSession(makeJwt(), user);
    stubApi({ ...shell, '/api/protected/self/info': user });
    const { router } = renderInApp(routes, { path: '/my/account' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/my/account/infos');
    expect(screen.getByRole('navigation', { name: 'Menu de mon compte' })).toBeVisible();
  });

  // docs/product/accounts.md#logout
  it.each([
    ['the server ends the sessions', { status: 200, body: {} }],
    [
      'the call fails',
      { status: 503, body: { error: 'service_unavailable', message: 'Indisponible' } },
    ],
  ])('logs out on the server, then on the device, when %s', async (_case, answer) => {
    const user = makeSelfUser({ email: 'marie@labo.fr' });
    await storeSession(makeJwt(), user);
    const fetchMock = stubApi({
      ...shell,
      '/api/protected/self/info': user,
      'POST /api/protected/self/logout': answer,
    });
    const { router } = renderInApp(routes, { path: '/my/account/infos' });
    await userEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await userEvent.click(await screen.findByRole('button', { name: 'SE DÉCONNECTER' }));
    expect(await screen.findByText('Déconnexion réussie.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const logout = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/protected/self/logout',
    );
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(await localDb.jwt.count()).toBe(0);
  });
});
