import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addArticleToCart, getCartLines } from '#features/cart/cart-store.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { logOut, storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { makeArticle } from '#testing/test-articles.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { useSessionSignals } from './use-session-signals';

/** A page of the layout, which follows the login changes. */
function Page() {
  useSessionSignals();
  return <p>Accueil</p>;
}

function renderApp() {
  return renderInApp([{ path: '/', element: <Page /> }]);
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('login changes and the cart (docs/product/accounts.md#login-state)', () => {
  it('resets the cart after a logout made in this tab', async () => {
    await storeSession(makeJwt(), makeSelfUser());
    await addArticleToCart(makeArticle(), 2);
    renderApp();

    await logOut();

    await expect.poll(async () => (await getCartLines()).length).toBe(0);
  });
});
