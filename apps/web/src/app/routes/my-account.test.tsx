import { screen } from '@testing-library/react';
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
});
