import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryKeys } from '#shared/categories/category-keys.ts';
import { renderInApp, testQueryClient } from '#testing/render-in-app.tsx';
import { testCatalog } from '#testing/test-catalog.ts';
import { MobileMenu } from './mobile-menu';

function renderMobileMenu() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(categoryKeys.flat(), testCatalog);
  const { router } = renderInApp([{ path: '*', element: <MobileMenu /> }], {
    path: '/home',
    queryClient,
  });
  return { router, user: userEvent.setup() };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'CATÉGORIES' }));
  return screen.findByRole('dialog', { name: 'Catégories' });
}

describe('mobile menu (docs/product/catalogue.md#mobile-menu)', () => {
  it('opens a drawer from the CATÉGORIES button and closes it', async () => {
    const { user } = renderMobileMenu();
    const button = screen.getByRole('button', { name: 'CATÉGORIES' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('link', { name: 'Verrerie' })).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: 'Fermer le menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the three levels with a toggle each, and closing a category closes its sub-categories', async () => {
    const { user } = renderMobileMenu();
    const drawer = await openDrawer(user);
    const categoryToggle = within(drawer).getByRole('button', {
      name: 'Sous-catégories de Appareillage',
    });

    await user.click(categoryToggle);
    expect(categoryToggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Agitateurs' })).toBeVisible();
    expect(
      within(drawer).queryByRole('link', { name: 'Agitateurs vortex' }),
    ).not.toBeInTheDocument();

    const subToggle = within(drawer).getByRole('button', {
      name: 'Catégories détaillées de Agitateurs',
    });
    await user.click(subToggle);
    expect(within(drawer).getByRole('link', { name: 'Agitateurs vortex' })).toHaveAttribute(
      'href',
      '/appareillage/agitateurs/agitateurs-vortex',
    );

    await user.click(categoryToggle);
    expect(categoryToggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(drawer).queryByRole('link', { name: 'Agitateurs' })).not.toBeInTheDocument(),
    );

    // Reopened, the category shows its sub-categories closed again.
    await user.click(categoryToggle);
    expect(within(drawer).getByRole('link', { name: 'Agitateurs' })).toBeVisible();
    expect(
      within(drawer).getByRole('button', { name: 'Catégories détaillées de Agitateurs' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(drawer).queryByRole('link', { name: 'Agitateurs vortex' }),
    ).not.toBeInTheDocument();
  });

  it('follows a link and closes the drawer', async () => {
    const { router, user } = renderMobileMenu();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Sous-catégories de Verrerie' }));

    await user.click(within(drawer).getByRole('link', { name: 'Verrerie graduée' }));

    expect(router.state.location.pathname).toBe('/verrerie/verrerie-graduee');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
