import 'fake-indexeddb/auto';
import type { Article } from '@labo/domain/catalog-schemas';
import { formatEuros } from '@labo/domain/money';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CHANGES_CHANNEL_NAME } from '#shared/local-db/local-changes.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { renderInApp, testQueryClient } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeArticle, onSale } from '#testing/test-articles.ts';
import { setWindowWidth } from '#testing/window-width.ts';
import { addArticleToCart, getCartLines } from '../cart-store';
import { CartPage } from './cart-page';

const BY_IDS = 'POST /exposed/articles/by/ids';
const byReference = (reference: string) =>
  `/exposed/articles/by/${encodeURIComponent(reference)}/reference`;

/** `queryClient`: given where a test looks into the cache. */
function renderCart(queryClient?: QueryClient) {
  const { router } = renderInApp(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/cart/validate', element: <p>Page de validation</p> },
      { path: '*', element: <p>Autre page</p> },
    ],
    { path: '/cart', queryClient },
  );
  return router;
}

/** The figure the totals box shows next to `label`. */
function total(label: string): string {
  const box = screen.getByRole('region', { name: 'Récapitulatif' });
  return within(box).getByText(label).nextElementSibling?.textContent ?? '';
}

/** The quick add's live region, where "Référence ajoutée" or "Référence inconnue" shows. */
function quickAddHint() {
  const section = screen.getByRole('region', { name: 'Ajout rapide par référence' });
  return within(section).getByRole('status');
}

/** Advances the fake clock in 10 ms steps until `find` finds something, and returns it. */
async function stepClockUntil<T>(find: () => T | null): Promise<T> {
  for (let step = 0; step < 500; step += 1) {
    const found = find();
    if (found !== null) return found;
    await act(() => vi.advanceTimersByTimeAsync(10));
  }
  throw new Error('not found after 5 s of fake time');
}

function quantityField(article: Article) {
  return screen.findByRole('spinbutton', { name: `Quantité pour ${article.label}` });
}

beforeEach(async () => {
  setWindowWidth(1280);
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

afterEach(() => vi.useRealTimers());

describe('cart page', () => {
  it('shows the lines with the cart columns, edits quantities, and 0 or the button removes', async () => {
    const becher = makeArticle({ label: 'Bécher 250 ml', basePrice: '12.50', ttcPrice: '15.00' });
    const pipette = makeArticle({ label: 'Pipette 10 ml', basePrice: '3.00', ttcPrice: '3.60' });
    await addArticleToCart(becher, 2);
    await addArticleToCart(pipette, 1);
    stubApi({ [BY_IDS]: [becher, pipette] });
    renderCart();

    const becherQuantity = await quantityField(becher);
    expect(becherQuantity).toHaveValue(2);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Image',
      'Nom/description',
      'Marque',
      'Ref',
      'Cond.',
      'Prix HT',
      'Quantité',
      'Actions',
    ]);
    expect(total('Total HT')).toBe(formatEuros(2800));
    expect(total('Nbr articles')).toBe('3');

    await userEvent.clear(becherQuantity);
    await userEvent.type(becherQuantity, '4');
    await waitFor(() => expect(total('Total HT')).toBe(formatEuros(5300)));
    expect(total('Total TTC')).toBe(formatEuros(6360));
    expect(total('Total taxes')).toBe(formatEuros(1060));
    expect(total('Nbr articles')).toBe('5');
    expect((await getCartLines()).find((line) => line.id === becher.id)?.quantity).toBe(4);

    // Empty and non-integer values are ignored; 0 removes the line
    // (docs/product/cart.md#quantity-inputs).
    await userEvent.clear(becherQuantity);
    await userEvent.type(becherQuantity, '1.5');
    expect(becherQuantity).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(becherQuantity);
    await userEvent.type(becherQuantity, '0');
    await waitFor(() =>
      expect(screen.queryByRole('spinbutton', { name: /Bécher/ })).not.toBeInTheDocument(),
    );
    expect((await getCartLines()).map((line) => line.id)).toEqual([pipette.id]);
    expect(total('Total HT')).toBe(formatEuros(300));

    await userEvent.click(screen.getByRole('button', { name: 'Retirer Pipette 10 ml du devis' }));
    expect(await screen.findByText('Votre devis est vide')).toBeVisible();
    expect(await getCartLines()).toEqual([]);
    expect(total('Nbr articles')).toBe('0');
  });

  it('shows an empty cart with a way back to the catalogue, and cannot be validated', async () => {
    const fetchMock = stubApi({});
    const router = renderCart();

    expect(await screen.findByText('Votre devis est vide')).toBeVisible();
    expect(screen.getByRole('button', { name: 'VALIDER ET CONTINUER' })).toBeDisabled();
    expect(total('Total HT')).toBe(formatEuros(0));
    // Nothing to refresh: no call.
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Parcourir le catalogue' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('goes on to /cart/validate with VALIDER ET CONTINUER', async () => {
    const becher = makeArticle();
    await addArticleToCart(becher, 1);
    stubApi({ [BY_IDS]: [becher] });
    const router = renderCart();

    const validate = await screen.findByRole('button', { name: 'VALIDER ET CONTINUER' });
    await waitFor(() => expect(validate).toBeEnabled());
    await userEvent.click(validate);
    expect(router.state.location.pathname).toBe('/cart/validate');
  });

  it('applies an active campaign percentage to the unit prices before the totals', async () => {
    const plain = makeArticle({ label: 'Sans promo', basePrice: '10.00', ttcPrice: '12.00' });
    const sale = makeArticle({
      label: 'En promo',
      basePrice: '20.00',
      ttcPrice: '24.00',
      ...onSale(15),
    });
    await addArticleToCart(plain, 2);
    stubApi({ [BY_IDS]: [plain] });
    renderCart();

    await quantityField(plain);
    expect(total('Total HT')).toBe(formatEuros(2000));
    expect(total('Total TTC')).toBe(formatEuros(2400));
    expect(total('Total taxes')).toBe(formatEuros(400));

    await addArticleToCart(sale, 3);
    // 20,00 € less 15 % is 17,00 € HT and 20,40 € TTC, times 3.
    await waitFor(() => expect(total('Total HT')).toBe(formatEuros(2000 + 5100)));
    expect(total('Total TTC')).toBe(formatEuros(2400 + 6120));
    expect(total('Total taxes')).toBe(formatEuros(400 + 1020));
    expect(total('Nbr articles')).toBe('5');
    // The line shows the base price struck through and the sale price.
    const saleRow = (await screen.findByText('En promo')).closest('[role="row"]') as HTMLElement;
    // toHaveTextContent turns the no-break spaces of the French format into plain ones.
    const asRead = (cents: number) => formatEuros(cents).replace(/\s/g, ' ');
    expect(saleRow.querySelector('s')).toHaveTextContent(`Prix normal ${asRead(2000)}`);
    expect(saleRow).toHaveTextContent(`Prix remisé ${asRead(1700)}`);
  });

  it('shows cards with the quantity and remove controls on narrow screens', async () => {
    setWindowWidth(375);
    const becher = makeArticle({ label: 'Bécher 250 ml' });
    await addArticleToCart(becher, 3);
    stubApi({ [BY_IDS]: [becher] });
    renderCart();

    const card = await screen.findByRole('article', { name: 'Bécher 250 ml' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(card).getByRole('spinbutton', { name: 'Quantité pour Bécher 250 ml' }),
    ).toHaveValue(3);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Retirer Bécher 250 ml du devis' }),
    );
    expect(await screen.findByText('Votre devis est vide')).toBeVisible();
  });

  it('follows changes made in another tab', async () => {
    const becher = makeArticle({ label: 'Bécher 250 ml' });
    await addArticleToCart(becher, 1);
    stubApi({ [BY_IDS]: [becher] });
    renderCart();
    await quantityField(becher);

    await localDb.articleInCart.update(becher.id, { quantity: 7 });
    const otherTab = new BroadcastChannel(LOCAL_CHANGES_CHANNEL_NAME);
    otherTab.postMessage({ change: 'cart' });
    otherTab.close();

    await waitFor(async () => expect(await quantityField(becher)).toHaveValue(7));
    expect(total('Nbr articles')).toBe('7');
  });
});

describe('refresh on open', () => {
  it('stores the current prices and drops withdrawn or unknown articles, saying so', async () => {
    const becher = makeArticle({ label: 'Bécher 250 ml', basePrice: '10.00', ttcPrice: '12.00' });
    const withdrawn = makeArticle({ label: 'Article retiré' });
    const unknown = makeArticle({ label: 'Article inconnu' });
    for (const article of [becher, withdrawn, unknown]) await addArticleToCart(article, 1);
    const fetchMock = stubApi({
      [BY_IDS]: [
        { ...becher, basePrice: '11.00', ttcPrice: '13.20' },
        { ...withdrawn, soft_deleted: '1' },
      ],
    });
    renderCart();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 articles ne sont plus disponibles et ont été retirés de votre devis',
    );
    await waitFor(() => expect(total('Total HT')).toBe(formatEuros(1100)));
    expect(screen.queryByText('Article retiré')).not.toBeInTheDocument();
    expect(screen.queryByText('Article inconnu')).not.toBeInTheDocument();
    expect((await getCartLines()).map((line) => [line.id, line.article.basePrice])).toEqual([
      [becher.id, '11.00'],
    ]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      ids: [becher.id, withdrawn.id, unknown.id],
    });
  });

  it('says politely which lines changed price since they were added', async () => {
    const becher = makeArticle({ label: 'Bécher 250 ml', ...onSale(15) });
    const pipette = makeArticle({ label: 'Pipette' });
    for (const article of [becher, pipette]) await addArticleToCart(article, 1);
    stubApi({
      [BY_IDS]: [{ ...becher, active_sales_campaign_id: null, activeSaleCampaign: null }, pipette],
    });
    renderCart();

    expect(await screen.findByText(/^Le prix de 1 article a changé/)).toHaveTextContent(
      "Le prix de 1 article a changé depuis son ajout : Bécher 250 ml (remise de 15 % terminée). Les prix et les totaux affichés sont ceux d'aujourd'hui.",
    );
    expect(screen.getByText(/^Le prix de 1 article/).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(total('Total HT')).toBe(formatEuros(2000)));
  });

  it('names every repriced line in the plural', async () => {
    const becher = makeArticle({ label: 'Bécher' });
    const fiole = makeArticle({ label: 'Fiole', ...onSale(10) });
    for (const article of [becher, fiole]) await addArticleToCart(article, 1);
    stubApi({
      [BY_IDS]: [
        { ...becher, ...onSale(15) },
        { ...fiole, ...onSale(20) },
      ],
    });
    renderCart();

    expect(await screen.findByText(/^Le prix de 2 articles/)).toHaveTextContent(
      'Le prix de 2 articles a changé depuis leur ajout : Bécher (remise de 15 % appliquée), Fiole (remise passée de 10 % à 20 %).',
    );
  });

  it('says nothing about prices when no campaign changed', async () => {
    const becher = makeArticle({ ...onSale(15) });
    await addArticleToCart(becher, 1);
    stubApi({ [BY_IDS]: [becher] });
    renderCart();
    await waitFor(() => expect(total('Total HT')).toBe(formatEuros(850)));
    expect(screen.queryByText(/Le prix de/)).toBeNull();
  });

  it('says it in the singular for one article', async () => {
    const withdrawn = makeArticle();
    await addArticleToCart(withdrawn, 1);
    stubApi({ [BY_IDS]: [] });
    renderCart();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "1 article n'est plus disponible et a été retiré de votre devis",
    );
    expect(await screen.findByText('Votre devis est vide')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(alert).not.toBeInTheDocument();
  });

  it('keeps the cart as it is when the refresh fails, and only logs it', async () => {
    const becher = makeArticle({ label: 'Bécher 250 ml', basePrice: '10.00' });
    await addArticleToCart(becher, 2);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const queryClient = testQueryClient();
    renderCart(queryClient);

    // The failed refresh reaches the query client, which logs it
    // (docs/product/api-conventions.md#load-failures); the page says nothing.
    await waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.status),
      ).toEqual(['error']),
    );
    expect(await quantityField(becher)).toHaveValue(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await getCartLines()).map((line) => line.id)).toEqual([becher.id]);
  });
});

describe('quick add by reference', () => {
  it('is active from 3 characters and upper-cases what is typed', async () => {
    stubApi({});
    renderCart();
    const field = screen.getByRole('textbox', { name: 'Référence' });
    const add = screen.getByRole('button', { name: 'AJOUTER AU DEVIS' });

    await userEvent.type(field, 'du');
    expect(field).toHaveValue('DU');
    expect(add).toBeDisabled();
    await userEvent.type(field, 'r');
    expect(field).toHaveValue('DUR');
    expect(add).toBeEnabled();
  });

  it('says "Référence inconnue" for an unknown or withdrawn reference', async () => {
    const withdrawn = makeArticle({ crmId: 'OLD-1' });
    stubApi({
      [byReference('NOPE-1')]: [],
      [byReference('OLD-1')]: [{ ...withdrawn, soft_deleted: '1' }],
    });
    renderCart();
    const field = screen.getByRole('textbox', { name: 'Référence' });

    await userEvent.type(field, 'nope-1{Enter}');
    expect(await screen.findByText('Référence inconnue')).toBeVisible();
    // The reference stays, to be corrected.
    expect(field).toHaveValue('NOPE-1');

    await userEvent.clear(field);
    await userEvent.type(field, 'old-1{Enter}');
    await waitFor(() => expect(quickAddHint()).toHaveTextContent('Référence inconnue'));
    expect(await getCartLines()).toEqual([]);
  });

  it('adds one unit, then one more, and says "Référence ajoutée"', async () => {
    const becher = makeArticle({ label: 'Bécher 250 ml', crmId: 'DUR/250', basePrice: '12.50' });
    const fetchMock = stubApi({ [byReference('DUR/250')]: [becher] });
    renderCart();
    const field = screen.getByRole('textbox', { name: 'Référence' });

    await userEvent.type(field, 'dur/250');
    await userEvent.click(screen.getByRole('button', { name: 'AJOUTER AU DEVIS' }));
    expect(await screen.findByText('Référence ajoutée')).toBeVisible();
    expect(await quantityField(becher)).toHaveValue(1);
    expect(field).toHaveValue('');
    // The reference is one path segment, its "/" encoded.
    expect(fetchMock).toHaveBeenCalledWith(
      '/exposed/articles/by/DUR%2F250/reference',
      expect.anything(),
    );

    await userEvent.type(field, 'DUR/250{Enter}');
    await waitFor(async () => expect(await quantityField(becher)).toHaveValue(2));
    expect(total('Nbr articles')).toBe('2');
    expect((await getCartLines())[0]?.quantity).toBe(2);
  });

  it('hides the hint after 3 s (docs/product/cart.md#quick-add-by-reference)', async () => {
    // The page's timers on a clock the test moves: the hint's 3 s are counted exactly,
    // however slowly a busy machine runs the test. The device database (fake-indexeddb)
    // keeps its own setImmediate, so only timeouts are faked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const becher = makeArticle({ crmId: 'DUR-1' });
    stubApi({ [byReference('DUR-1')]: [becher] });
    renderCart();

    await user.type(screen.getByRole('textbox', { name: 'Référence' }), 'DUR-1{Enter}');
    // Moves the clock 10 ms at a time until the hint shows: its timer started at most
    // one step before.
    const hint = await stepClockUntil(() => screen.queryByText('Référence ajoutée'));
    await act(() => vi.advanceTimersByTimeAsync(2980));
    expect(hint).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(hint).not.toBeInTheDocument();
    expect(quickAddHint()).toHaveTextContent('');
  });
});
