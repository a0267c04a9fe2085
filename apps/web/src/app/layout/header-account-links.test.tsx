import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { HeaderAccountLinks } from './header-account-links';

function renderLinks() {
  return renderInApp([{ path: '/', element: <HeaderAccountLinks /> }]);
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

  it('shows the admin button to an administrator', async () => {
    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
    renderLinks();
    expect(await screen.findByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
