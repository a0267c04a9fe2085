import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeArticle, makeArticleDetail } from '#testing/test-articles.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';

const pipette = makeArticle({ id: 77, label: 'Pipette graduée 10 ml', featured: '1' });

/** The home page's calls, its featured list holding the pipette. */
function stubHome() {
  return stubApi({
    '/exposed/categories/flat': { categories: [], subCategories: [], underSubCategories: [] },
    '/exposed/active/sales/campaigns': [],
    '/exposed/featured/articles': [pipette],
    '/exposed/detailed/77/article': { article: [makeArticleDetail({ ...pipette })] },
  });
}

/** Renders /home and waits for the pipette's name link and for the session to be known. */
async function renderHome() {
  const { queryClient } = renderRoute('/home');
  const link = await screen.findByRole('link', { name: pipette.label });
  await waitFor(() =>
    expect(queryClient.getQueryState(currentUserQueryKey)?.status).toBe('success'),
  );
  return link;
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('right-click edit popup (docs/product/media.md#right-click-edit-popup)', () => {
  it('opens the article admin controls for an administrator, instead of the browser menu', async () => {
    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
    stubHome();
    const link = await renderHome();
    // The popup's chunk loads with the session: until then the browser's menu still opens.
    // fireEvent answers false when the page held the browser's menu back.
    await waitFor(() => expect(fireEvent.contextMenu(link)).toBe(false));
    const dialog = await screen.findByRole('dialog', {
      name: "Modifier l'article Pipette graduée 10 ml",
    });
    expect(await within(dialog).findByRole('region', { name: 'Images' })).toBeVisible();
    expect(within(dialog).getByRole('switch', { name: 'Produit à la Une' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'FERMER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // In a field of the row the browser's menu stays, with its paste.
    const quantity = screen.getByRole('spinbutton', { name: /Pipette graduée 10 ml/ });
    expect(fireEvent.contextMenu(quantity)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the browser menu to a visitor', async () => {
    stubHome();
    const visitorLink = await renderHome();
    expect(fireEvent.contextMenu(visitorLink)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the browser menu to a customer', async () => {
    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER'] }));
    stubHome();
    const link = await renderHome();
    expect(fireEvent.contextMenu(link)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
