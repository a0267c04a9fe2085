import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_CHANGES_CHANNEL_NAME } from '#shared/local-db/local-changes.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { HeaderAccountLink, HeaderAdminLink } from './header-account-links';
import { useSessionSignals } from './use-session-signals';

/** The links as the layout shows them, following the login changes. */
function LinksInLayout() {
  useSessionSignals();
  return (
    <>
      <HeaderAccountLink />
      <HeaderAdminLink />
    </>
  );
}

function renderLinks() {
  return renderInApp([{ path: '/', element: <LinksInLayout /> }]);
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('header account buttons (docs/product/admin.md#roles-and-permissions)', () => {
  it('sends a visitor to /login, without the admin button', async () => {
    renderLinks();
    expect(await screen.findByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('sends a customer to the customer area, without the admin button', async () => {
    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER'] }));
    renderLinks();
    await expect
      .poll(() => screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href'))
      .toBe('/my/account');
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('shows the admin button to an administrator, its name as its tooltip', async () => {
    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
    renderLinks();
    const admin = await screen.findByRole('link', { name: 'Administration' });
    expect(admin).toHaveAttribute('href', '/admin');
    // Its icon alone is shown: the tooltip says what it is.
    expect(admin).toHaveAttribute('title', 'Administration');
  });
});

describe('login state across tabs (docs/decisions/023-client-state-in-the-query-cache.md)', () => {
  it('follows a login then a logout made in another tab', async () => {
    renderLinks();
    const account = await screen.findByRole('link', { name: 'Mon compte' });
    expect(account).toHaveAttribute('href', '/login');
    const otherTab = new BroadcastChannel(LOCAL_CHANGES_CHANNEL_NAME);
    try {
      // The other tab writes the device database, then says so on the channel.
      await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER'] }));
      otherTab.postMessage({ change: 'login' });
      await expect
        .poll(() => screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href'))
        .toBe('/my/account');

      await localDb.jwt.clear();
      await localDb.storedUser.clear();
      otherTab.postMessage({ change: 'login' });
      await expect
        .poll(() => screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href'))
        .toBe('/login');
    } finally {
      otherTab.close();
    }
  });
});
