import type { AdminQuote } from '@labo/domain/quote-list-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { AdminQuotesPage } from './admin-quotes-page';

const jwt = makeJwt();
const PENDING = '/api/protected/quotes/by/PENDING/status';
const POST = 'POST /api/protected/update/quote/5/status';

const quote: AdminQuote = {
  id: 5,
  sort_number: '202611-5',
  creation_date_time: '2026-11-20T10:00:00+01:00',
  pipe_status: 'PENDING',
  total_quantity: 2,
  total_ht_price: '25.00',
  delivery_street: '1 rue de Paris',
  delivery_street_complement: '',
  delivery_zip_code: '75005',
  delivery_city: 'Paris',
  delivery_country: 'France',
  billing_street: '',
  billing_street_complement: '',
  billing_zip_code: '',
  billing_city: '',
  billing_country: '',
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@labo.fr',
  phone: '0123456789',
  comment: 'Livraison le matin',
  user_id: null,
  status_history: [
    { from: 'ON_GOING', to: 'PENDING', at: '2026-11-21T09:30:00+01:00', by: 'Louis Pasteur' },
  ],
};
const line = {
  id: 1,
  quote_id: '5',
  article_id: 812,
  articleTitle: 'Duran - Bécher 250 ml',
  packing: 'Unité',
  unit_price: '12.50',
  quantity: 2,
  sale_percentage: '0',
};

function renderPending() {
  return renderInApp([{ path: '/', element: <AdminQuotesPage status="PENDING" /> }]);
}

async function openQuote() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Voir le devis n° 202611-5' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Devis n° 202611-5' }) };
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(jwt, makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin quote lists (docs/product/admin.md#quote-tracking)', () => {
  it('shows the customer, the comment and the status history in the quote dialog', async () => {
    stubApi({ [PENDING]: { quotes: [quote], lines: [line] } });
    renderPending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveaux devis' })).toBeVisible();
    const { dialog } = await openQuote();
    expect(within(dialog).getByText('Marie Curie')).toBeVisible();
    expect(within(dialog).getByText('marie@labo.fr')).toBeVisible();
    expect(within(dialog).getByText('0123456789')).toBeVisible();
    expect(within(dialog).getByText('Livraison le matin')).toBeVisible();
    const history = within(dialog).getByRole('table', { name: 'Historique des états' });
    const row = within(history).getAllByRole('row')[1];
    expect(row).toHaveTextContent('21/11/2026 09:30');
    expect(row).toHaveTextContent('Louis Pasteur');
    expect(row).toHaveTextContent('EN COURS');
    expect(row).toHaveTextContent('EN ATTENTE');
  });

  it('changes the status: both dialogs close and the list loads again', async () => {
    const answers: Record<string, unknown> = {
      [PENDING]: { quotes: [quote], lines: [line] },
      [POST]: { ...quote, pipe_status: 'ON_GOING' },
    };
    const fetchMock = stubApi(answers);
    renderPending();
    const { user, dialog } = await openQuote();
    await user.click(within(dialog).getByRole('button', { name: "MODIFIER L'ÉTAT" }));
    const statusDialog = await screen.findByRole('dialog', {
      name: "Modifier l'état du devis n° 202611-5",
    });
    const choices = within(statusDialog).getAllByRole('radio');
    expect(choices).toHaveLength(3);
    expect(within(statusDialog).getByRole('radio', { name: 'EN ATTENTE' })).toBeChecked();
    await user.click(within(statusDialog).getByRole('radio', { name: 'ARCHIVÉ' }));
    await user.click(within(statusDialog).getByRole('radio', { name: 'EN COURS' }));
    answers[PENDING] = { quotes: [], lines: [] };
    await user.click(within(statusDialog).getByRole('button', { name: 'VALIDER' }));

    expect(await screen.findByText('Aucun devis à afficher')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/protected/update/quote/5/status');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ new_status: 'ON_GOING' });
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toBe(`Bearer ${jwt}`);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Nouveaux devis' })).toHaveFocus(),
    );
  });

  it('says "Une erreur est survenue" when the change fails, the status dialog still open', async () => {
    stubApi({
      [PENDING]: { quotes: [quote], lines: [line] },
      [POST]: { status: 500, body: { error: 'internal_error', message: 'Erreur' } },
    });
    renderPending();
    const { user, dialog } = await openQuote();
    await user.click(within(dialog).getByRole('button', { name: "MODIFIER L'ÉTAT" }));
    const statusDialog = await screen.findByRole('dialog', { name: /Modifier l'état/ });
    await user.click(within(statusDialog).getByRole('radio', { name: 'ARCHIVÉ' }));
    await user.click(within(statusDialog).getByRole('button', { name: 'VALIDER' }));
    expect(await screen.findByText('Une erreur est survenue')).toBeVisible();
    expect(statusDialog).toBeInTheDocument();
  });

  it('downloads the list as CSV with the token', async () => {
    const fetchMock = stubApi({
      [PENDING]: { quotes: [quote], lines: [line] },
      [`${PENDING}/export`]: 'Numéro;Date',
    });
    const createUrl = vi.fn(() => 'blob:quotes');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPending();
    const user = userEvent.setup();
    const exportButton = await screen.findByRole('button', { name: 'EXPORTER (CSV)' });
    // Enabled once the session is read.
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([path]) => String(path).endsWith('/export'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${jwt}`);
    expect(createUrl).toHaveBeenCalled();
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'devis-pending.csv',
    );
  });

  it('says "Une erreur est survenue" when the export fails, the button keeping the focus', async () => {
    stubApi({
      [PENDING]: { quotes: [quote], lines: [line] },
      [`${PENDING}/export`]: { status: 500, body: { error: 'internal_error', message: 'Erreur' } },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPending();
    const user = userEvent.setup();
    const exportButton = await screen.findByRole('button', { name: 'EXPORTER (CSV)' });
    await user.click(exportButton);
    expect(await screen.findByText('Une erreur est survenue')).toBeVisible();
    expect(exportButton).toHaveFocus();
    expect(click).not.toHaveBeenCalled();
  });
});
