import type { SelfUser } from '@labo/domain/auth-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addArticleToCart, getCartLines } from '#features/cart/cart-store.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { fakeTimeouts } from '#testing/fake-timeouts.ts';
import { renderRoute } from '#testing/render-in-app.tsx';
import { type FetchMock, stubApi } from '#testing/test-api.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { makeJwt } from '#testing/test-users.ts';

const QUOTE = '/exposed/post/quote';
const created = {
  id: 42,
  sort_number: '202611-42',
  total_ht_price: '45.00',
  total_ttc_price: '54.00',
  pdf_link: '/exposed/quote/42/pdf?expires=1800000000&signature=abc',
};
const shell = {
  '/exposed/active/sales/campaigns': [],
  '/exposed/categories/flat': { categories: [], subCategories: [], underSubCategories: [] },
};

const becher = makeArticle({
  id: 812,
  label: 'Bécher 250 ml',
  basePrice: '12.50',
  ttcPrice: '15.00',
});
const pipette = makeArticle({ id: 44, label: 'Pipette', basePrice: '20.00', ttcPrice: '24.00' });

const marie: SelfUser = {
  id: 7,
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie.curie@labo.fr',
  phone: '0612345678',
  roles: ['ROLE_USER'],
  verified: true,
  default_delivery_address: {
    street: 'Laboratoire de chimie, 4 place Jussieu',
    additionalStreet: 'Bâtiment B',
    city: 'Paris',
    zipCode: '75005',
    country: 'France',
  },
  default_billing_address: {
    street: 'Service achats, 2 rue Dumenge',
    additionalStreet: '',
    city: 'Lyon',
    zipCode: '69004',
    country: 'France',
  },
};

async function fillCart() {
  await addArticleToCart(becher, 2);
  await addArticleToCart(pipette, 1);
}

const marieJwt = makeJwt();

async function logIn(user: SelfUser = marie) {
  await localDb.storedUser.put({ id: 1, user });
  await localDb.jwt.put({ id: 1, jwt: marieJwt });
}

async function openPage() {
  const view = renderRoute('/cart/validate');
  await screen.findByRole('heading', { level: 1, name: 'Valider mon devis' });
  // The form shows once the cart and the session are read.
  await screen.findByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** Pastes rather than types: MUI fields re-render on each key, slowly under jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

const emailField = () => screen.getByRole('textbox', { name: /^Adresse e-mail/ });
const sendButton = () => screen.getByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' });
const block = (name: string) => screen.getByRole('group', { name });
const field = (blockName: string, label: string) =>
  within(block(blockName)).getByRole('textbox', { name: label });
const sameAddressSwitch = () =>
  screen.getByRole('switch', { name: "Utiliser l'adresse de livraison" });

function quotePosts(fetchMock: FetchMock) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === QUOTE && init?.method === 'POST')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: new Headers(init?.headers),
    }));
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
  // jsdom has no layout, hence no scrollIntoView: record the calls instead.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('quote validation page', () => {
  it('pre-fills a logged-in customer and sends the quote request payload with the bearer', async () => {
    await fillCart();
    await logIn();
    const fetchMock = stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 201, body: created } });
    const { user, router } = await openPage();

    await waitFor(() => expect(document.title).toMatch(/^Valider mon devis – /));
    expect(screen.queryByRole('link', { name: 'SE CONNECTER' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Curie');
    expect(emailField()).toHaveValue('marie.curie@labo.fr');
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('0612345678');
    expect(field('Adresse de livraison', 'Ville')).toHaveValue('Paris');
    // Her own billing address is shown and editable, the switch off.
    expect(sameAddressSwitch()).not.toBeChecked();
    expect(field('Adresse de facturation', 'Ville')).toHaveValue('Lyon');
    expect(field('Adresse de facturation', 'Ville')).toBeEnabled();

    // The lines asked for, before the totals (docs/product/quote-request.md#requested-articles).
    const requested = screen.getByRole('region', { name: 'Articles demandés' });
    const items = within(requested).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      'PipetteRéf. DUR-44·Quantité : 120,00 € HT',
      'Bécher 250 mlRéf. DUR-812·Quantité : 225,00 € HT',
    ]);

    // Step 2: the cart's totals (2 × 12,50 + 1 × 20,00 HT).
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('45,00 €')).toBeInTheDocument();
    expect(within(summary).getByText('54,00 €')).toBeInTheDocument();
    expect(within(summary).getByText('3')).toBeInTheDocument();

    await fill(
      user,
      screen.getByRole('textbox', { name: 'Commentaire (facultatif)' }),
      'Livraison le matin',
    );
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Votre référence (bon de commande)' }),
      ' BC-2026-001 ',
    );
    await user.click(sendButton());

    const dialog = await screen.findByRole('dialog', { name: 'Demande envoyée' });
    expect(
      within(dialog).getByText('Votre demande de devis a été envoyée avec succès !'),
    ).toBeVisible();
    expect(within(dialog).getByText(/202611-42/)).toBeVisible();
    // The signed link needs no login: a visitor downloads the PDF too.
    expect(
      within(dialog).getByRole('link', { name: 'TÉLÉCHARGER LE DEVIS (PDF)' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/\/exposed\/quote\/42\/pdf\?expires=\d+&signature=abc$/),
    );

    const posts = quotePosts(fetchMock);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie.curie@labo.fr',
      phone: '0612345678',
      company: '',
      orderReference: 'BC-2026-001',
      comment: 'Livraison le matin',
      deliveryStreet: 'Laboratoire de chimie, 4 place Jussieu',
      deliveryStreetComplement: 'Bâtiment B',
      deliveryCityZipCode: '75005',
      deliveryCity: 'Paris',
      deliveryCountry: 'France',
      billingStreet: 'Service achats, 2 rue Dumenge',
      billingStreetComplement: '',
      billingCityZipCode: '69004',
      billingCity: 'Lyon',
      billingCountry: 'France',
      // The device database keeps the lines in article id order.
      lines: [
        { article_id: 44, quantity: 1 },
        { article_id: 812, quantity: 2 },
      ],
      env: 'production',
    });
    expect(posts[0]?.headers.get('Authorization')).toBe(`Bearer ${marieJwt}`);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

    // Sent means the cart is reset (docs/product/quote-request.md#sending-dialog).
    expect(await getCartLines()).toEqual([]);
    await user.click(within(dialog).getByRole('link', { name: 'VOIR MES DEVIS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/account/quotes'));
  });

  it('offers a visitor to log in, starts empty and sends without a bearer', async () => {
    await fillCart();
    const fetchMock = stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 201, body: created } });
    const { user } = await openPage();

    expect(screen.getByRole('link', { name: 'SE CONNECTER' })).toHaveAttribute(
      'href',
      '/login?from=validate',
    );
    expect(screen.getByText(/Connectez-vous pour pré-remplir vos coordonnées/)).toBeVisible();
    expect(emailField()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('');

    await fill(user, emailField(), 'achats@universite.fr');
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Demande envoyée' });
    const posts = quotePosts(fetchMock);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.has('Authorization')).toBe(false);
    expect(posts[0]?.body).toMatchObject({ email: 'achats@universite.fr', firstName: '' });

    // Once the dialog is closed the page keeps the quote's number, and its heading has the
    // focus (docs/product/quote-request.md#sending-dialog).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const confirmation = screen.getByRole('region', { name: 'Demande envoyée' });
    expect(within(confirmation).getByText('Numéro de votre demande : 202611-42')).toBeVisible();
    expect(confirmation).toHaveTextContent(
      'Un e-mail de confirmation vous a été envoyé à achats@universite.fr.',
    );
    expect(within(confirmation).getByRole('link', { name: 'VOIR MES DEVIS' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Demande envoyée' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' })).toBeNull();
  });

  it('fills the fields at once after a login from the banner', async () => {
    await fillCart();
    stubApi({
      ...shell,
      'POST /api/login_check': { token: marieJwt },
      '/api/protected/self/info': marie,
    });
    const { user, router } = await openPage();

    await user.click(screen.getByRole('link', { name: 'SE CONNECTER' }));
    // The login page has come once its password field shows (the validation page has an
    // e-mail field too).
    const password = await screen.findByLabelText(/^Mot de passe/);
    await fill(user, screen.getByLabelText(/^Adresse e-mail/), 'marie.curie@labo.fr');
    await fill(user, password, 'secret');
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/validate'));

    await waitFor(() => expect(emailField()).toHaveValue('marie.curie@labo.fr'));
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie');
    expect(field('Adresse de livraison', 'Ville')).toHaveValue('Paris');
    expect(field('Adresse de facturation', 'Ville')).toHaveValue('Lyon');
    expect(screen.queryByRole('link', { name: 'SE CONNECTER' })).not.toBeInTheDocument();
  });

  it('with an empty e-mail, the send button says why: the field is required, in view and focused', async () => {
    await fillCart();
    const fetchMock = stubApi(shell);
    const { user } = await openPage();

    expect(sendButton()).toBeEnabled();
    expect(sendButton()).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());

    expect(await screen.findByText('Ce champ est obligatoire')).toBeVisible();
    expect(emailField()).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(quotePosts(fetchMock)).toHaveLength(0);
  });

  it('marks the send button unavailable on an empty cart and points back to it', async () => {
    await logIn();
    const fetchMock = stubApi(shell);
    await openPage();

    expect(emailField()).toHaveValue('marie.curie@labo.fr');
    // Unavailable, yet focusable (docs/product/look-and-feel.md#focus-never-lost).
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/Votre devis ne contient aucun article/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à mon devis' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(quotePosts(fetchMock)).toHaveLength(0);
  });

  it('says the e-mail is required, scrolls to it and focuses it; any edit clears it', async () => {
    await fillCart();
    const fetchMock = stubApi(shell);
    const { user } = await openPage();

    // Blanks enable the button (the field is not empty) but are no address.
    await fill(user, emailField(), '   ');
    await user.click(sendButton());

    expect(await screen.findByText('Ce champ est obligatoire')).toBeVisible();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'J');
    expect(screen.queryByText('Ce champ est obligatoire')).not.toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');

    // A malformed address gets its own text, and is not sent either.
    await fill(user, emailField(), 'jean@labo');
    await user.click(sendButton());
    expect(await screen.findByText('Adresse e-mail invalide')).toBeVisible();
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), '.fr');
    expect(screen.queryByText('Adresse e-mail invalide')).not.toBeInTheDocument();
    expect(quotePosts(fetchMock)).toHaveLength(0);
  });

  it('copies delivery into billing and disables billing while the switch is on', async () => {
    await fillCart();
    const fetchMock = stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 201, body: created } });
    const { user } = await openPage();

    // A visitor has no billing address of their own: the switch starts on.
    expect(sameAddressSwitch()).toBeChecked();
    await fill(user, field('Adresse de livraison', 'Nom et adresse'), 'IUT, 1 rue de la Paix');
    await fill(user, field('Adresse de livraison', 'Code postal'), '91400');
    await fill(user, field('Adresse de livraison', 'Ville'), 'Orsay');
    expect(field('Adresse de facturation', 'Nom et adresse')).toHaveValue('IUT, 1 rue de la Paix');
    expect(field('Adresse de facturation', 'Ville')).toHaveValue('Orsay');
    for (const label of [
      'Nom et adresse',
      "Complément d'adresse",
      'Code postal',
      'Ville',
      'Pays',
    ]) {
      expect(field('Adresse de facturation', label)).toBeDisabled();
    }

    // Off: the fields keep the copy and become editable.
    await user.click(sameAddressSwitch());
    expect(field('Adresse de facturation', 'Ville')).toBeEnabled();
    expect(field('Adresse de facturation', 'Ville')).toHaveValue('Orsay');
    await fill(user, field('Adresse de facturation', 'Ville'), 'Paris');
    expect(field('Adresse de livraison', 'Ville')).toHaveValue('Orsay');

    // On again: billing mirrors delivery, and that is what is sent.
    await user.click(sameAddressSwitch());
    expect(field('Adresse de facturation', 'Ville')).toHaveValue('Orsay');
    await fill(user, emailField(), 'achats@iut.fr');
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Demande envoyée' });
    expect(quotePosts(fetchMock)[0]?.body).toMatchObject({
      deliveryStreet: 'IUT, 1 rue de la Paix',
      deliveryCityZipCode: '91400',
      deliveryCity: 'Orsay',
      billingStreet: 'IUT, 1 rue de la Paix',
      billingCityZipCode: '91400',
      billingCity: 'Orsay',
    });
  });

  it('shows "Envoi en cours" while sending and sends once on a double click', async () => {
    await fillCart();
    const fetchMock = stubApi({ ...shell, [`POST ${QUOTE}`]: 'never' });
    const { user } = await openPage();

    await fill(user, emailField(), 'achats@iut.fr');
    await user.dblClick(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Envoi en cours' });
    expect(within(dialog).getByText(/merci de patienter/)).toBeVisible();
    // The dialog hides the page from assistive technologies, hence `hidden`.
    expect(
      screen.getByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS', hidden: true }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(quotePosts(fetchMock)).toHaveLength(1);
  });

  it('on failure closes the dialog, says so, keeps the values and lets the user retry', async () => {
    await fillCart();
    let fetchMock = stubApi({
      ...shell,
      [`POST ${QUOTE}`]: { status: 500, body: { error: 'internal', message: 'Erreur interne' } },
    });
    const { user } = await openPage();

    await fill(user, screen.getByRole('textbox', { name: 'Prénom' }), 'Jean');
    await fill(user, emailField(), 'jean@labo.fr');
    // The retries' waits (half a second, then a second) passed in quarter seconds at once.
    fakeTimeouts();
    await user.click(sendButton());
    await waitFor(async () => {
      await vi.advanceTimersByTimeAsync(250);
      expect(quotePosts(fetchMock)).toHaveLength(3);
    });

    expect(
      await screen.findByText('Une erreur est survenue lors du traitement de votre demande'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A server failure is retried automatically, under the same key: one attempt.
    const failed = quotePosts(fetchMock);
    expect(failed).toHaveLength(3);
    const firstKey = failed[0]?.headers.get('Idempotency-Key');
    expect(failed.map((post) => post.headers.get('Idempotency-Key'))).toEqual([
      firstKey,
      firstKey,
      firstKey,
    ]);
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Jean');
    expect(emailField()).toHaveValue('jean@labo.fr');
    expect(await getCartLines()).toHaveLength(2);

    // The user sends the same request again: same key, so that a quote the server did
    // store (its answer lost) cannot be created twice.
    fetchMock = stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 201, body: created } });
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Demande envoyée' });
    const retried = quotePosts(fetchMock);
    expect(retried).toHaveLength(1);
    expect(retried[0]?.headers.get('Idempotency-Key')).toBe(firstKey);
  });

  it('sends an edited request under a new key after a failure', async () => {
    await fillCart();
    const refused = {
      error: 'article_unavailable',
      message: "L'article DUR-812 n'est plus disponible",
    };
    let fetchMock = stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 400, body: refused } });
    const { user } = await openPage();
    await fill(user, emailField(), 'jean@labo.fr');
    await user.click(sendButton());
    expect(await screen.findByText(refused.message)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const firstKey = quotePosts(fetchMock)[0]?.headers.get('Idempotency-Key');

    fetchMock = stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 201, body: created } });
    await fill(user, screen.getByRole('textbox', { name: 'Prénom' }), 'Jean');
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: 'Demande envoyée' });
    const [edited] = quotePosts(fetchMock);
    expect(edited?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(edited?.headers.get('Idempotency-Key')).not.toBe(firstKey);
  });

  it("shows the server's own text when it refuses the quote", async () => {
    await fillCart();
    const refusal =
      "L'article DUR-812 n'est plus disponible : retirez-le de votre devis puis renvoyez votre demande.";
    const fetchMock = stubApi({
      ...shell,
      [`POST ${QUOTE}`]: { status: 400, body: { error: 'article_unavailable', message: refusal } },
    });
    const { user } = await openPage();

    await fill(user, emailField(), 'jean@labo.fr');
    await user.click(sendButton());
    expect(await screen.findByText(refusal)).toBeVisible();
    // A refusal is final: no automatic retry.
    expect(quotePosts(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts a field error of the server under its field and focuses it, without a snackbar', async () => {
    await fillCart();
    const refused = {
      error: 'invalid_request',
      message: 'Requête invalide',
      fields: { phone: 'Le texte est trop long' },
    };
    stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 400, body: refused } });
    const { user } = await openPage();

    await fill(user, emailField(), 'jean@labo.fr');
    await user.click(sendButton());

    expect(await screen.findByText('Le texte est trop long')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.queryByText('Requête invalide')).not.toBeInTheDocument();
  });

  it('puts the server’s error about the company under the company field', async () => {
    await fillCart();
    const refused = {
      error: 'invalid_request',
      message: 'Requête invalide',
      fields: { company: 'Ce texte est trop long' },
    };
    stubApi({ ...shell, [`POST ${QUOTE}`]: { status: 400, body: refused } });
    const { user } = await openPage();

    await fill(user, emailField(), 'jean@labo.fr');
    await user.click(sendButton());

    expect(await screen.findByText('Ce texte est trop long')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const company = screen.getByRole('textbox', { name: 'Société / laboratoire' });
    expect(company).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(company).toHaveFocus());
  });
});
