import {
  CAMPAIGN_END_REQUIRED,
  CAMPAIGN_START_REQUIRED,
  campaignOverlapMessage,
} from '@labo/domain/campaign-admin-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { makeCampaign } from '#testing/test-campaigns.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { CampaignsPage } from './campaigns-page';

const ALL = '/api/protected/all/sales/campaigns';
const CREATE = 'POST /api/protected/create/sales/campaign';

const ongoing = makeCampaign({
  id: 1,
  title: 'Rentrée',
  start_date_time: '2020-09-01T00:00:00+02:00',
  end_date_time: '2099-09-30T23:59:59+02:00',
  articlesCnt: 1,
});
const future = makeCampaign({
  id: 2,
  title: 'Noël',
  percentage: 20,
  start_date_time: '2098-12-01T00:00:00+01:00',
  end_date_time: '2098-12-24T23:59:59+01:00',
});
const ended = makeCampaign({
  id: 3,
  title: 'Soldes',
  start_date_time: '2021-01-06T00:00:00+01:00',
  end_date_time: '2021-02-02T23:59:59+01:00',
});

function renderPage() {
  return renderInApp([{ path: '/', element: <CampaignsPage /> }]);
}

const group = (name: string) => screen.getByRole('region', { name });

/** Types a day in a date picker, as a person does: its day section first, then the digits. */
async function typeDay(user: ReturnType<typeof userEvent.setup>, label: string, digits: string) {
  const field = screen.getByRole('group', { name: label });
  const [day] = within(field).getAllByRole('spinbutton');
  if (!day) throw new Error(`no day section in ${label}`);
  await user.click(day);
  await user.keyboard(digits);
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

describe('campaign page (docs/product/promotions.md#campaign-page)', () => {
  it('lists the campaigns in their groups, days as DD/MM/YY', async () => {
    stubApi({ [ALL]: [ended, future, ongoing] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Rentrée' })).toBeVisible();
    expect(within(group('En cours')).getByText(/Du 01\/09\/20 au 30\/09\/99/)).toBeVisible();
    expect(within(group('À venir')).getByRole('heading', { name: 'Noël' })).toBeVisible();
    expect(within(group('Terminées')).getByRole('heading', { name: 'Soldes' })).toBeVisible();
    expect(within(group('Terminées')).getByText(/Du 06\/01\/21 au 02\/02\/21/)).toBeVisible();
    // Only a running campaign can be closed.
    expect(screen.getByRole('button', { name: /^Clôturer la campagne Rentrée/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Clôturer la campagne Noël/ })).toBeNull();
  });

  it('sends whole days typed in the French date pickers, and shows a refusal of the server on its field', async () => {
    const fetchMock = stubApi({
      [ALL]: [],
      [CREATE]: {
        status: 400,
        body: {
          error: 'validation',
          message: 'Requête invalide',
          fields: { endDateTime: 'Le dernier jour ne peut pas précéder le premier.' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'Rentrée');
    await user.type(screen.getByRole('spinbutton', { name: 'Pourcentage de remise' }), '15');
    // Day, month, year: the French order.
    await typeDay(user, 'Premier jour', '30092026');
    await typeDay(user, 'Dernier jour', '01092026');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER LA CAMPAGNE' }));
    const lastDay = screen.getByRole('group', { name: 'Dernier jour' });
    await waitFor(() =>
      expect(lastDay).toHaveAccessibleDescription(
        'Le dernier jour ne peut pas précéder le premier.',
      ),
    );
    expect(within(lastDay).getAllByRole('spinbutton')[0]).toHaveFocus();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Rentrée',
      percentage: 15,
      startDateTime: '2026-09-30 00:00:00',
      endDateTime: '2026-09-01 23:59:59',
    });
  });

  it('sends days not chosen as empty, and shows the server’s sentences under them', async () => {
    const fetchMock = stubApi({
      [ALL]: [],
      [CREATE]: {
        status: 400,
        body: {
          error: 'validation',
          message: 'Requête invalide',
          fields: { startDateTime: CAMPAIGN_START_REQUIRED, endDateTime: CAMPAIGN_END_REQUIRED },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'Rentrée');
    // A day typed halfway is no day.
    await typeDay(user, 'Dernier jour', '3109');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER LA CAMPAGNE' }));
    const firstDay = screen.getByRole('group', { name: 'Premier jour' });
    await waitFor(() =>
      expect(firstDay).toHaveAccessibleDescription('Choisissez le premier jour.'),
    );
    expect(screen.getByRole('group', { name: 'Dernier jour' })).toHaveAccessibleDescription(
      'Choisissez le dernier jour.',
    );
    expect(within(firstDay).getAllByRole('spinbutton')[0]).toHaveFocus();
    expect(screen.queryByText(/HH:mm:ss/)).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ startDateTime: '', endDateTime: '' });
  });

  it('says when a campaign is created', async () => {
    stubApi({ [ALL]: [], [CREATE]: { status: 201, body: ongoing } });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'Rentrée');
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER LA CAMPAGNE' }));
    expect(await screen.findByText('La nouvelle campagne a été enregistrée')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('');
  });

  it('enables VALIDER only for a title and a percentage strictly between 0 and 99', async () => {
    stubApi({
      [ALL]: [ongoing],
      'PUT /api/protected/update/1/sales/campaign': { ...ongoing, title: 'Rentrée 2026' },
    });
    const user = userEvent.setup();
    renderPage();
    const edit = await screen.findByRole('button', { name: 'Modifier la campagne Rentrée' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la campagne' });
    const validate = within(dialog).getByRole('button', { name: 'VALIDER' });
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    const percentage = within(dialog).getByRole('spinbutton', { name: 'Pourcentage de remise' });
    expect(validate).toBeEnabled();
    await user.clear(title);
    await user.type(title, '   ');
    expect(validate).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Rentrée 2026');
    expect(validate).toBeEnabled();
    for (const refused of ['0', '99', '-5']) {
      await user.clear(percentage);
      await user.type(percentage, refused);
      expect(validate).toBeDisabled();
    }
    await user.clear(percentage);
    await user.type(percentage, '98');
    expect(validate).toBeEnabled();
    await user.click(validate);
    expect(await screen.findByText('Modifications effectuées')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('shows the campaign in the way when an article is already in another one', async () => {
    const article = makeArticle({ id: 55, crmId: 'DUR-55' });
    stubApi({
      [ALL]: [future],
      '/api/protected/2/sales/campaign/articles': [],
      '/exposed/articles/by/DUR-55/reference': [article],
      '/api/protected/2/sales/campaign/add/55/article': {
        added: false,
        overlapping_sales_campaign: { id: 1, title: 'Rentrée' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Voir les articles (0)' }));
    const section = await screen.findByRole('region', { name: 'Articles de la campagne Noël' });
    expect(await within(section).findByText('Aucun article dans cette campagne.')).toBeVisible();
    await user.type(
      within(section).getByRole('textbox', { name: "Référence de l'article" }),
      'dur-55',
    );
    await user.click(within(section).getByRole('button', { name: 'AJOUTER' }));
    // The alert region is there from the start; its message comes with the answer.
    const alert = within(section).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(campaignOverlapMessage('Rentrée')));
    expect(screen.queryByText('Article ajouté à la campagne')).toBeNull();
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
  });

  it('says "Une erreur est survenue" when an add fails', async () => {
    stubApi({
      [ALL]: [future],
      '/api/protected/2/sales/campaign/articles': [],
      '/exposed/articles/by/DUR-55/reference': [makeArticle({ id: 55, crmId: 'DUR-55' })],
      '/api/protected/2/sales/campaign/add/55/article': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Voir les articles (0)' }));
    await user.type(
      await screen.findByRole('textbox', { name: "Référence de l'article" }),
      'DUR-55',
    );
    await user.click(screen.getByRole('button', { name: 'AJOUTER' }));
    expect(await screen.findByText('Une erreur est survenue')).toBeVisible();
  });

  it('asks before deleting, then says so', async () => {
    const fetchMock = stubApi({
      [ALL]: [ongoing],
      'DELETE /api/protected/delete/1/sales/campaign': {},
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la campagne Rentrée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette campagne ?' });
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Supprimer la campagne Rentrée' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'SUPPRIMER' }),
    );
    expect(await screen.findByText('Suppression effectuée')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('says "Référence inconnue" on the field, which takes the focus', async () => {
    stubApi({
      [ALL]: [future],
      '/api/protected/2/sales/campaign/articles': [],
      '/exposed/articles/by/XYZ-1/reference': [],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Voir les articles (0)' }));
    const field = await screen.findByRole('textbox', { name: "Référence de l'article" });
    await user.type(field, 'xyz-1');
    expect(field).toHaveValue('XYZ-1');
    await user.click(screen.getByRole('button', { name: 'AJOUTER' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Référence inconnue'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
  });

  it('asks before closing a running campaign, then moves it out of "En cours" at once', async () => {
    const closed = { ...ongoing, end_date_time: new Date(Date.now() - 1000).toISOString() };
    const answers: Record<string, unknown> = {
      [ALL]: [ongoing],
      'PUT /api/protected/close/1/sales/campaign': closed,
    };
    const fetchMock = stubApi(answers);
    const user = userEvent.setup();
    renderPage();
    const close = await screen.findByRole('button', { name: /^Clôturer la campagne Rentrée/ });
    await user.click(close);
    let dialog = await screen.findByRole('dialog', { name: 'Clôturer cette campagne ?' });
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.click(close);
    dialog = await screen.findByRole('dialog', { name: 'Clôturer cette campagne ?' });
    expect(dialog).toHaveTextContent(/prendra fin immédiatement/);
    // The list as the server would answer it again, and slowly: the page does not wait for it.
    answers[ALL] = 'never';
    await user.click(within(dialog).getByRole('button', { name: 'CLÔTURER' }));
    expect(await screen.findByText('clôture effectuée')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(group('Terminées')).getByRole('heading', { name: 'Rentrée' })).toBeVisible();
    expect(within(group('En cours')).queryByRole('heading', { name: 'Rentrée' })).toBeNull();
  });
});
