import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { renderRoute } from '#testing/render-in-app.tsx';
import { type FetchMock, stubApi } from '#testing/test-api.ts';

const CONTACT = '/post/contact/form';
const shell = {
  '/exposed/active/sales/campaigns': [],
  '/exposed/categories/flat': { categories: [], subCategories: [], underSubCategories: [] },
};
const TOO_SHORT = 'Votre message est un peu court !';
const MEANS_MISSING =
  "Attention ! Nous ne pouvons pas envoyer votre demande si nous n'avons pas de moyen de recontacter...";

type User = ReturnType<typeof userEvent.setup>;

async function openPage(path = '/contact/us') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** Pastes rather than types: MUI fields re-render on each key, slowly under jsdom. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const messageField = () => textbox(/^Votre message/);
const robotField = () => textbox(/^Combien font/) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'ENVOYER' });

/** Answers the addition shown in the robot field's label. */
async function answerRobot(user: User, offset = 0) {
  const label = robotField().labels?.[0]?.textContent ?? '';
  const [, a, b] = /Combien font (\d) \+ (\d) \?/.exec(label) ?? [];
  await fill(user, robotField(), String(Number(a) + Number(b) + offset));
}

function contactPosts(fetchMock: FetchMock) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === CONTACT && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('contact page', () => {
  it('sends the contact message and shows the sent state with the e-mail confirmation', async () => {
    const fetchMock = stubApi({ ...shell, [`POST ${CONTACT}`]: { status: 201, body: { id: 3 } } });
    const { user } = await openPage();
    await waitFor(() => expect(document.title).toMatch(/^Contactez-nous – /));

    await fill(user, textbox('Prénom'), 'Marie');
    await fill(user, textbox('Nom'), 'Curie');
    await fill(user, textbox('Téléphone'), '06 12 34 56 78');
    await fill(user, textbox('Adresse e-mail'), ' marie.curie@labo.fr ');
    await fill(user, textbox('Société'), 'Université');
    await fill(user, messageField(), 'Avez-vous des béchers de 5 litres ?');
    await answerRobot(user);
    await user.click(sendButton());

    const sent = await screen.findByText(
      'Votre message a bien été envoyé. Vous allez recevoir un e-mail de confirmation.',
    );
    expect(sent).toBeVisible();
    expect(contactPosts(fetchMock)).toEqual([
      {
        first_name: 'Marie',
        last_name: 'Curie',
        phone_number: '06 12 34 56 78',
        email: 'marie.curie@labo.fr',
        company: 'Université',
        content: 'Avez-vous des béchers de 5 litres ?',
        environment: 'production',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'ENVOYER' })).not.toBeInTheDocument();
    // ENVOYER went with the form: the message that says it was sent has the focus.
    await waitFor(() => expect(sent.closest('[role="alert"]')).toHaveFocus());

    // A fresh, empty form for another message, its first field focused.
    await user.click(screen.getByRole('button', { name: 'ÉCRIRE UN AUTRE MESSAGE' }));
    expect(messageField()).toHaveValue('');
    await waitFor(() => expect(textbox('Prénom')).toHaveFocus());
  });

  it('is also at /contact, and promises no e-mail to a sender who left only a phone', async () => {
    stubApi({ ...shell, [`POST ${CONTACT}`]: { status: 201, body: { id: 4 } } });
    const { user } = await openPage('/contact');

    await fill(user, textbox('Téléphone'), '+33612345678');
    await fill(user, messageField(), 'Rappelez-moi');
    await answerRobot(user);
    await user.click(sendButton());

    expect(
      await screen.findByText(
        'Votre message a bien été envoyé. Nous vous rappellerons au numéro indiqué.',
      ),
    ).toBeVisible();
  });

  it('says in the label that a message under 3 characters is too short', async () => {
    const fetchMock = stubApi(shell);
    const { user } = await openPage();

    expect(screen.queryByLabelText(new RegExp(TOO_SHORT))).not.toBeInTheDocument();
    await fill(user, messageField(), 'ab');
    expect(screen.getByLabelText(new RegExp(TOO_SHORT))).toBe(messageField());
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');

    await fill(user, textbox('Adresse e-mail'), 'marie@labo.fr');
    await answerRobot(user);
    await user.click(sendButton());
    // The form's check runs as a promise (its schema): the focus follows.
    await waitFor(() => expect(messageField()).toHaveFocus());
    expect(contactPosts(fetchMock)).toHaveLength(0);

    await user.type(messageField(), 'c');
    expect(screen.queryByLabelText(new RegExp(TOO_SHORT))).not.toBeInTheDocument();
  });

  it('puts the long label above an empty message sent, where it fits whole', async () => {
    stubApi(shell);
    const { user } = await openPage();
    await user.click(sendButton());
    await waitFor(() => expect(messageField()).toHaveAccessibleName(new RegExp(TOO_SHORT)));
    // Inside the empty field, at full size, it was cut at 375 px.
    expect((messageField() as HTMLTextAreaElement).labels?.[0]).toHaveAttribute(
      'data-shrink',
      'true',
    );
  });

  it('warns when neither a valid phone nor a valid e-mail is given', async () => {
    const fetchMock = stubApi({ ...shell, [`POST ${CONTACT}`]: { status: 201, body: { id: 5 } } });
    const { user } = await openPage();

    await fill(user, messageField(), 'Bonjour, une question.');
    await answerRobot(user);
    await user.click(sendButton());
    expect(await screen.findByText(MEANS_MISSING)).toBeVisible();
    expect(textbox('Téléphone')).toHaveFocus();

    // Malformed ones do not count, and say why.
    await fill(user, textbox('Téléphone'), '12345');
    await fill(user, textbox('Adresse e-mail'), 'marie@');
    await answerRobot(user);
    await user.click(sendButton());
    expect(screen.getByText(MEANS_MISSING)).toBeVisible();
    expect(screen.getByText('Numéro de téléphone invalide')).toBeVisible();
    expect(screen.getByText('Adresse e-mail invalide')).toBeVisible();
    expect(contactPosts(fetchMock)).toHaveLength(0);

    // One valid means is enough.
    await fill(user, textbox('Adresse e-mail'), 'marie@labo.fr');
    expect(screen.queryByText(MEANS_MISSING)).not.toBeInTheDocument();
    await answerRobot(user);
    await user.click(sendButton());
    await screen.findByText(/Votre message a bien été envoyé/);
    expect(contactPosts(fetchMock)).toHaveLength(1);
  });

  it('refuses a wrong robot answer with a new pair of numbers, then accepts the right one', async () => {
    // robotNumber takes floor(random × 6): 1 + 2 first, 5 + 5 after the wrong answer.
    vi.spyOn(Math, 'random')
      .mockReturnValueOnce(0.2)
      .mockReturnValueOnce(0.4)
      .mockReturnValueOnce(0.9)
      .mockReturnValueOnce(0.9);
    const fetchMock = stubApi({ ...shell, [`POST ${CONTACT}`]: { status: 201, body: { id: 6 } } });
    const { user } = await openPage();

    expect(robotField()).toHaveAccessibleName(/^Combien font 1 \+ 2 \?/);
    await fill(user, textbox('Adresse e-mail'), 'marie@labo.fr');
    await fill(user, messageField(), 'Bonjour');
    await fill(user, robotField(), '4');
    await user.click(sendButton());

    expect(await screen.findByText("Le résultat de l'addition est incorrect")).toBeVisible();
    expect(robotField()).toHaveAccessibleName(/^Combien font 5 \+ 5 \?/);
    expect(robotField()).toHaveValue('');
    expect(robotField()).toHaveFocus();
    expect(contactPosts(fetchMock)).toHaveLength(0);

    await user.type(robotField(), '10');
    expect(screen.queryByText("Le résultat de l'addition est incorrect")).not.toBeInTheDocument();
    await user.click(sendButton());
    await screen.findByText(/Votre message a bien été envoyé/);
    expect(contactPosts(fetchMock)).toHaveLength(1);
  });

  it('shows a wait message and keeps the form fixed while sending', async () => {
    const fetchMock = stubApi({ ...shell, [`POST ${CONTACT}`]: 'never' });
    const { user } = await openPage();

    await fill(user, textbox('Adresse e-mail'), 'marie@labo.fr');
    await fill(user, messageField(), 'Bonjour');
    await answerRobot(user);
    await user.click(sendButton());

    expect(
      await screen.findByText("Votre message est en cours d'envoi, merci de patienter..."),
    ).toBeVisible();
    // Busy, yet focusable: the focus stays on it (docs/product/look-and-feel.md#focus-never-lost).
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveFocus();
    // Readable and focusable, but fixed: what is sent is what shows.
    expect(messageField()).toHaveAttribute('readonly');
    expect(robotField()).toHaveAttribute('readonly');
    expect(contactPosts(fetchMock)).toHaveLength(1);
  });

  it('shows the error banner with the phone number and keeps the form for a retry', async () => {
    let fetchMock = stubApi({
      ...shell,
      [`POST ${CONTACT}`]: { status: 500, body: { error: 'internal', message: 'Erreur' } },
    });
    const { user } = await openPage();

    await fill(user, textbox('Adresse e-mail'), 'marie@labo.fr');
    await fill(user, messageField(), 'Bonjour');
    await answerRobot(user);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(sendButton());

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText("Une erreur s'est produite...")).toBeVisible();
    // Brought into view and focused, so that it is seen and read.
    expect(banner).toHaveFocus();
    expect(scroll.mock.contexts).toContain(banner);
    expect(within(banner).getByText(/du lundi au vendredi de 8h à 19h/)).toBeVisible();
    expect(within(banner).getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:0123456789',
    );
    expect(contactPosts(fetchMock)).toHaveLength(1);
    expect(messageField()).toHaveValue('Bonjour');
    expect(textbox('Adresse e-mail')).toHaveValue('marie@labo.fr');

    fetchMock = stubApi({ ...shell, [`POST ${CONTACT}`]: { status: 201, body: { id: 7 } } });
    await user.click(sendButton());
    await screen.findByText(/Votre message a bien été envoyé/);
    expect(contactPosts(fetchMock)).toHaveLength(1);
  });
});
