import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';

const ADMIN = makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
const PENDING = '/api/protected/quotes/by/PENDING/status';

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('admin shell (docs/product/admin.md#admin-shell)', () => {
  it('sends a visitor from /admin to the home page', async () => {
    stubApi({});
    const { router } = renderRoute('/admin/users/management');
    await expect.poll(() => router.state.location.pathname).toBe('/home');
  });

  it('sends a customer who is not an administrator to the home page', async () => {
    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER'] }));
    stubApi({});
    const { router } = renderRoute('/admin');
    await expect.poll(() => router.state.location.pathname).toBe('/home');
  });

  it('leads an administrator from /admin to the new quotes, with the menu and the breadcrumb', async () => {
    await storeSession(makeJwt(), ADMIN);
    stubApi({ [PENDING]: { quotes: [], lines: [] } });
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveaux devis' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/quotes/pending');

    const menu = screen.getByRole('navigation', { name: "Menu de l'administration" });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nouveaux devis',
      'Devis en cours',
      'Historique',
      'Gestion des utilisateurs',
      'Gestion des promotions',
      'Import oxygène',
    ]);
    expect(within(menu).getByRole('link', { name: 'Nouveaux devis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByText('Nouveaux devis')).toHaveAttribute('aria-current', 'page');
  });

  it('leads the promotions entry to the campaigns page', async () => {
    await storeSession(makeJwt(), ADMIN);
    stubApi({ '/api/protected/all/sales/campaigns': [] });
    renderRoute('/admin/sales/campaigns');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestion des promotions' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'En cours' })).toBeVisible();
  });
});
