import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { sampleAdminQuote, sampleQuoteLine } from '#testing/test-quotes.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { AdminQuotesPage } from './admin-quotes-page';

const jwt = makeJwt();
const PENDING = '/api/protected/quotes/by/PENDING/status';

const quote = sampleAdminQuote();
const line = sampleQuoteLine();

function renderPending() {
  return renderInApp([
    { path: '/', element: <AdminQuotesPage status="PENDING" /> },
    { path: '/admin/quotes/:id', element: <p>page du devis</p> },
  ]);
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(jwt, makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin quote lists (docs/product/admin.md#quote-tracking)', () => {
  it('links each quote number to its page and says who sent it', async () => {
    stubApi({ [PENDING]: { quotes: [quote], lines: [line] } });
    renderPending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveaux devis' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Voir le devis n° 202611-5' });
    expect(link).toHaveAttribute('href', '/admin/quotes/5');
    expect(screen.getByText('Laboratoire Curie · Marie Curie')).toBeVisible();
    // Staff read a quote on its page: the list opens no dialog.
    await userEvent.setup().click(link);
    expect(await screen.findByText('page du devis')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads the list as CSV with the token', async () => {
    const fetchMock = stubApi({
      [PENDING]: { quotes: [quote], lines: [line] },
      [`${PENDING}/export?format=csv`]: 'Numéro;Date',
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
    const call = fetchMock.mock.calls.find(([path]) => String(path).includes('/export'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${jwt}`);
    expect(createUrl).toHaveBeenCalled();
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'devis-pending.csv',
    );
  });

  it('downloads the Excel workbook under the UTF-8 name the server gives', async () => {
    const fetchMock = stubApi({ [PENDING]: { quotes: [quote], lines: [line] } });
    const answer = () =>
      new Response('xlsx', {
        headers: {
          'content-disposition':
            "attachment; filename=devis-archive-2026-11-26.xlsx; filename*=UTF-8''devis-archiv%C3%A9-2026-11-26.xlsx",
        },
      });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/export')
        ? answer()
        : Response.json({ quotes: [quote], lines: [line] }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPending();
    const user = userEvent.setup();
    const exportButton = await screen.findByRole('button', { name: 'EXPORTER (EXCEL)' });
    await user.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([path]) => String(path).includes('/export'));
    expect(String(call?.[0])).toBe(`${PENDING}/export?format=xlsx`);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'devis-archivé-2026-11-26.xlsx',
    );
  });

  it('says "Une erreur est survenue" when the export fails, the button keeping the focus', async () => {
    stubApi({
      [PENDING]: { quotes: [quote], lines: [line] },
      [`${PENDING}/export?format=csv`]: {
        status: 500,
        body: { error: 'internal_error', message: 'Erreur' },
      },
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
