import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { readCurrentUser } from '#shared/session/current-user.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { PersonalInfoPage } from './personal-info-page';

const jwt = makeJwt();
const marie = makeSelfUser({
  firstName: 'Marie',
  email: 'marie@labo.fr',
  verified: false,
  default_billing_address: {
    street: '2 rue Dumenge',
    additionalStreet: '',
    city: 'Lyon',
    zipCode: '69004',
    country: 'France',
  },
});
const SELF = '/api/protected/self/info';
const PUT = 'PUT /api/protected/put/self/personal/info';

function renderInfos() {
  return renderInApp([
    { path: '/', element: <PersonalInfoPage /> },
    { path: '/home', element: <p>Accueil</p> },
  ]);
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(jwt, marie);
});

describe('personal information (docs/product/accounts.md#personal-information)', () => {
  it('shows the e-mail read-only and saves the form with IBAN empty', async () => {
    const saved = { ...marie, lastName: 'Curie' };
    const fetchMock = stubApi({ [SELF]: marie, [PUT]: saved });
    const user = userEvent.setup();
    renderInfos();
    const email = await screen.findByLabelText('Adresse e-mail');
    expect(email).toHaveValue('marie@labo.fr');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/page Contact/);
    await user.clear(screen.getByLabelText('Nom'));
    await user.type(screen.getByLabelText('Nom'), 'Curie');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(await screen.findByText('Modifications effectuées')).toBeVisible();

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('Authorization')).toBe(`Bearer ${jwt}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      phone: '',
      IBAN: '',
      billingAddress: marie.default_billing_address,
      deliveryAddress: marie.default_delivery_address,
    });
    expect((await readCurrentUser())?.user.lastName).toBe('Curie');
  });

  it("puts the server's objection under its field, with the focus, and no snackbar", async () => {
    const fields = { 'billingAddress.city': 'Ce texte est trop long' };
    stubApi({
      [SELF]: marie,
      [PUT]: { status: 400, body: { error: 'invalid_input', message: 'Requête invalide', fields } },
    });
    const user = userEvent.setup();
    renderInfos();
    await user.click(await screen.findByRole('button', { name: 'ENREGISTRER' }));
    const billing = screen.getByRole('group', { name: 'Adresse de facturation' });
    const city = within(billing).getByLabelText('Ville');
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleDescription('Ce texte est trop long');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Requête invalide')).not.toBeInTheDocument();
    expect(screen.queryByText('Une erreur est survenue')).not.toBeInTheDocument();
  });

  it('checks the phone with the quote form’s rule, and shows delivery before billing', async () => {
    const fetchMock = stubApi({ [SELF]: marie, [PUT]: marie });
    const user = userEvent.setup();
    renderInfos();
    const phone = await screen.findByRole('textbox', { name: 'Téléphone' });
    expect(phone).toHaveAttribute('type', 'tel');
    const legends = screen
      .getAllByRole('group')
      .map(
        (group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent,
      );
    expect(legends.indexOf('Adresse de livraison')).toBeLessThan(
      legends.indexOf('Adresse de facturation'),
    );
    await user.type(phone, 'appelez le standard');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Numéro de téléphone invalide'));
    expect(phone).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('offers to send the verification mail again while the address is not verified', async () => {
    const fetchMock = stubApi({
      [SELF]: marie,
      'POST /api/protected/self/verification/resend': { status: 202, body: {} },
    });
    const user = userEvent.setup();
    renderInfos();
    expect(await screen.findByText(/pas encore vérifiée/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: "RENVOYER L'E-MAIL" }));
    expect(await screen.findByText(/Un nouvel e-mail de confirmation/)).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/verification/resend'))).toBe(
      true,
    );
  });

  it('deletes the account after confirmation and logs out', async () => {
    const fetchMock = stubApi({
      [SELF]: { ...marie, verified: true },
      // 204 in truth: a Response with a body cannot say 204, and the page reads none.
      'DELETE /api/protected/self/delete': {},
    });
    const user = userEvent.setup();
    renderInfos();
    await user.click(await screen.findByRole('button', { name: 'SUPPRIMER MON COMPTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    await user.click(within(dialog).getByRole('button', { name: 'SUPPRIMER' }));
    expect(await screen.findByText('Votre compte client a été supprimé.')).toBeVisible();
    expect(await readCurrentUser()).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it("tells the shop's last administrator why their account stays, still logged in", async () => {
    const message =
      "Vous êtes le seul administrateur de la boutique : votre compte ne peut pas être supprimé tant qu'un autre administrateur n'a pas été nommé.";
    stubApi({
      [SELF]: { ...marie, verified: true },
      'DELETE /api/protected/self/delete': {
        status: 409,
        body: { error: 'last_admin', message },
      },
    });
    const user = userEvent.setup();
    renderInfos();
    await user.click(await screen.findByRole('button', { name: 'SUPPRIMER MON COMPTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    await user.click(within(dialog).getByRole('button', { name: 'SUPPRIMER' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText('Une erreur est survenue')).not.toBeInTheDocument();
    expect((await readCurrentUser())?.user.email).toBe('marie@labo.fr');
  });

  it('logs out when the session is refused (401)', async () => {
    stubApi({ [SELF]: { status: 401, body: { error: 'unauthorized', message: 'x' } } });
    renderInfos();
    expect(await screen.findByText(/n'ont pas pu être chargées/)).toBeVisible();
    expect(await readCurrentUser()).toBeNull();
  });
});
