import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { readCurrentUser } from '#shared/session/current-user.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { VerifyAccountPage } from './verify-account-page';

const VERIFY = 'POST /exposed/account/verify';

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('verification page (docs/product/accounts.md#verification-page)', () => {
  it('sends the token once and says the address is verified', async () => {
    const fetchMock = stubApi({ [VERIFY]: { email: 'marie@labo.fr', verified: true } });
    renderInApp([{ path: '/', element: <VerifyAccountPage token="t0k" /> }]);
    expect(
      await screen.findByText(/Votre adresse e-mail marie@labo.fr est vérifiée/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'SE CONNECTER' })).toHaveAttribute('href', '/login');
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/account/verify'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ token: 't0k' });
  });

  it("marks a logged-in customer's stored user as verified, and links to the quotes", async () => {
    await storeSession(makeJwt(), makeSelfUser({ email: 'marie@labo.fr', verified: false }));
    stubApi({
      [VERIFY]: { email: 'marie@labo.fr', verified: true },
      '/api/protected/self/info': makeSelfUser({ email: 'marie@labo.fr', verified: true }),
    });
    renderInApp([{ path: '/', element: <VerifyAccountPage token="t0k" /> }]);
    expect(await screen.findByRole('link', { name: 'VOIR MES DEVIS' })).toBeVisible();
    await expect.poll(async () => (await readCurrentUser())?.user.verified).toBe(true);
  });

  it('says when the link is used or expired', async () => {
    stubApi({ [VERIFY]: { status: 400, body: { error: 'invalid_token', message: 'x' } } });
    renderInApp([{ path: '/', element: <VerifyAccountPage token="t0k" /> }]);
    expect(await screen.findByText(/Ce lien de vérification n'est pas valide/)).toBeVisible();
  });
});
