import type { AdminUser } from '@labo/domain/user-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { UserManagementPage } from './user-management-page';

const USERS = '/api/protected/all/users/list';
const STAFF = '/api/protected/mailer/btx/staff';

function adminUser(id: number, firstName: string, lastName: string, email: string): AdminUser {
  return {
    id,
    firstName,
    lastName,
    email,
    phone: '',
    activated: '1',
    verified: true,
    roles: ['ROLE_USER'],
  };
}

const marie = adminUser(4, 'Marie', 'Curie', 'marie@labo.fr');
const louis = adminUser(3, 'Louis', 'Pasteur', 'louis@labo.fr');

function renderPage() {
  return renderInApp([{ path: '/', element: <UserManagementPage /> }]);
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Utilisateurs' })).getAllByRole('row');

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

describe('user management (docs/product/admin.md#user-management)', () => {
  it('searches from 2 characters on the first word', async () => {
    stubApi({ [USERS]: [marie, louis], [STAFF]: [] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('marie@labo.fr')).toBeVisible();
    expect(rowsOf()).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' });
    await user.type(search, 'c');
    expect(rowsOf()).toHaveLength(3);
    await user.type(search, 'u');
    expect(rowsOf()).toHaveLength(2);
    expect(screen.queryByText('louis@labo.fr')).toBeNull();
    await user.clear(search);
    await user.type(search, 'PAST marie');
    expect(rowsOf()).toHaveLength(2);
    expect(screen.getByText('louis@labo.fr')).toBeVisible();
  });

  it('deletes after confirmation: "Suppression effectuée"; cancelling keeps the user', async () => {
    const answers: Record<string, unknown> = {
      [USERS]: [marie, louis],
      [STAFF]: [],
      // The server answers 204; an empty JSON object stands for it (a 204 Response has no body).
      'DELETE /api/protected/4/user/delete': {},
    };
    const fetchMock = stubApi(answers);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Supprimer marie@labo.fr' }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer cet utilisateur ?' });
    expect(dialog).toHaveTextContent(/définitivement/);
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer marie@labo.fr' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer cet utilisateur ?' });
    answers[USERS] = [louis];
    await user.click(within(dialog).getByRole('button', { name: 'SUPPRIMER' }));
    expect(await screen.findByText('Suppression effectuée')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('marie@labo.fr')).toBeNull());
    // The row's button went with it: the search field above the list has the focus.
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' })).toHaveFocus(),
    );
  });

  it('gives the focus to the next line, then the previous, then the add button, as lines are removed', async () => {
    stubApi({ [USERS]: [], [STAFF]: ['a@labo.fr', 'b@labo.fr'] });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('textbox', { name: 'Adresse 1' });
    await user.click(screen.getByRole('button', { name: 'Retirer a@labo.fr' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Adresse 1' })).toHaveValue('b@labo.fr'),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adresse 1' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Retirer b@labo.fr' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'AJOUTER UNE ADRESSE' })).toHaveFocus(),
    );
  });

  it("shows the server's reason when an administrator tries to delete their own account", async () => {
    const message =
      'Vous ne pouvez pas supprimer votre propre compte : demandez-le à un autre administrateur.';
    stubApi({
      [USERS]: [marie],
      [STAFF]: [],
      'DELETE /api/protected/4/user/delete': {
        status: 409,
        body: { error: 'self_deletion', message },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Supprimer marie@labo.fr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cet utilisateur ?' });
    await user.click(within(dialog).getByRole('button', { name: 'SUPPRIMER' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('offers no delete button on the administrator’s own account', async () => {
    await storeSession(makeJwt(), makeSelfUser({ id: 4, roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
    stubApi({ [USERS]: [marie, louis], [STAFF]: [] });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Supprimer louis@labo.fr' })).toBeVisible();
    expect(screen.getByText('marie@labo.fr')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Supprimer marie@labo.fr' })).toBeNull();
  });

  it('shows the users as cards where the table does not fit, long addresses wrapping at their dots', async () => {
    // The test DOM has no layout: the list's panel is given a phone's width.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 300, height: 400 }),
    );
    const long = adminUser(
      5,
      'Anne',
      'Longuenom',
      'anne.longuenom-dupont.laboratoire@universite-exemple.example.org',
    );
    stubApi({ [USERS]: [long, louis], [STAFF]: [] });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Utilisateurs' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Anne Longuenom');
    expect(items[0]).toHaveTextContent(long.email);

    await user.click(within(list).getByRole('button', { name: `Supprimer ${long.email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cet utilisateur ?' });
    const text = within(dialog).getByText(/sera supprimé définitivement/);
    expect(text).toHaveTextContent(`Le compte ${long.email} sera supprimé définitivement.`);
    // It may wrap after the "@", each dot and each hyphen of the address, nowhere inside a word.
    expect(text.querySelectorAll('wbr')).toHaveLength(7);
  });

  it('edits the staff list: the server names a refused line, then "Modifications effectuées"', async () => {
    const refusal = 'Adresse refusée par le serveur';
    const answers: Record<string, unknown> = {
      [USERS]: [],
      [STAFF]: ['devis@labo.fr'],
      [`PUT ${STAFF}`]: {
        status: 400,
        body: {
          error: 'invalid_input',
          message: 'Les données envoyées sont invalides.',
          fields: { 'emails.1': refusal },
        },
      },
    };
    const fetchMock = stubApi(answers);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Adresse 1' })).toHaveValue('devis@labo.fr');
    await user.click(screen.getByRole('button', { name: 'AJOUTER UNE ADRESSE' }));
    await user.click(screen.getByRole('button', { name: 'AJOUTER UNE ADRESSE' }));
    const third = screen.getByRole('textbox', { name: 'Adresse 3' });
    await user.type(third, 'refusee@labo.fr');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    // The blank second line is not sent: the server's emails.1 is the third line.
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(third).toHaveAttribute('aria-invalid', 'true');
    expect(third).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Adresse 2' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );

    answers[`PUT ${STAFF}`] = ['devis@labo.fr', 'achats@labo.fr'];
    await user.clear(third);
    await user.type(third, 'Achats@labo.fr');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(await screen.findByText('Modifications effectuées')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Adresse 2' })).toHaveValue('achats@labo.fr');
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    const put = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      emails: ['devis@labo.fr', 'Achats@labo.fr'],
    });

    await user.click(screen.getByRole('button', { name: 'Retirer devis@labo.fr' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('checks each address before sending, and puts the focus on the first invalid one', async () => {
    const fetchMock = stubApi({ [USERS]: [], [STAFF]: ['devis@labo.fr'] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'AJOUTER UNE ADRESSE' }));
    const second = screen.getByRole('textbox', { name: 'Adresse 2' });
    await waitFor(() => expect(second).toHaveFocus());
    await user.type(second, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeVisible();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
