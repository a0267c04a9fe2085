import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { sampleAdminQuote, sampleQuoteLine } from '#testing/test-quotes.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';

const QUOTE = '/api/protected/quote/5';
const POST = 'POST /api/protected/update/quote/5/status';
const quote = sampleAdminQuote();
// A request no offer answered yet.
const NEGOTIATION = { offers: [], draft: null, history: [], purchase_order: null };
// The first render loads the route tree's lazy chunks, slow on a busy machine.
const ROUTE_LOAD = { timeout: 15_000 };
const lines = [
  sampleQuoteLine(),
  sampleQuoteLine({ id: 2, reference: 'GIL-F161930', articleTitle: 'Gilson - Pointes 200 µl' }),
];

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

describe('quote page (docs/product/admin.md#quote-page)', () => {
  it('shows the lines first, with references, then the customer, company and history', async () => {
    stubApi({ [QUOTE]: { quote, lines, ...NEGOTIATION } });
    renderRoute('/admin/quotes/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Devis n° 202611-5' }, ROUTE_LOAD),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Articles du devis' });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('DUR-211063');
    expect(rows[1]).toHaveTextContent('GIL-F161930');
    expect(rows[1]).toHaveTextContent('Pointes 200 µl');
    const customer = screen.getByRole('heading', { name: 'Client' });
    expect(table.compareDocumentPosition(customer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('Laboratoire Curie').length).toBeGreaterThan(0);
    // The buyer's purchase-order number, named for the staff who read it.
    expect(screen.getByText('Référence du client (bon de commande)').nextSibling).toHaveTextContent(
      'BC-2026-001',
    );
    expect(screen.getByRole('link', { name: 'marie@labo.fr' })).toHaveAttribute(
      'href',
      'mailto:marie@labo.fr',
    );
    expect(screen.getByRole('link', { name: '0123456789' })).toHaveAttribute(
      'href',
      'tel:0123456789',
    );
    const history = screen.getByRole('list', { name: 'Historique des états' });
    expect(history).toHaveTextContent('21/11/2026 09:30');
    expect(history).toHaveTextContent('par Louis Pasteur');
  });

  it('has the admin trail through the list, and a link back to it', async () => {
    stubApi({ [QUOTE]: { quote, lines, ...NEGOTIATION } });
    renderRoute({ pathname: '/admin/quotes/5', state: { from: '/admin/quotes/archived' } });
    await screen.findByRole('heading', { level: 1, name: 'Devis n° 202611-5' }, ROUTE_LOAD);
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByRole('link', { name: 'Historique' })).toHaveAttribute(
      'href',
      '/admin/quotes/archived',
    );
    expect(within(trail).getByText('Devis n° 202611-5')).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('link', { name: 'Retour à la liste « Devis archivés »' }),
    ).toHaveAttribute('href', '/admin/quotes/archived');
  });

  it('changes the status there: the page shows the new one, the focus back on the button', async () => {
    const answers: Record<string, unknown> = {
      [QUOTE]: { quote, lines, ...NEGOTIATION },
      [POST]: { ...quote, pipe_status: 'ON_GOING' },
    };
    stubApi(answers);
    renderRoute('/admin/quotes/5');
    const user = userEvent.setup();
    const change = await screen.findByRole('button', { name: "MODIFIER L'ÉTAT" }, ROUTE_LOAD);
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: /Modifier l'état/ });
    await user.click(within(dialog).getByRole('radio', { name: 'EN COURS' }));
    answers[QUOTE] = { quote: { ...quote, pipe_status: 'ON_GOING' }, lines, ...NEGOTIATION };
    await user.click(within(dialog).getByRole('button', { name: 'VALIDER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(change).toHaveFocus());
    const header = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement;
    await waitFor(() => expect(header).toHaveTextContent('EN COURS'));
  });

  it("downloads the buyer's purchase order from its name and size", async () => {
    const order = {
      number: 'BC-2026-001',
      accepted_at: '2026-11-27T10:00:00+01:00',
      offer_version: 1,
      document: {
        file_name: 'BC 2026-001.pdf',
        size_bytes: 1_258_291,
        uploaded_at: '2026-11-27T10:00:05+01:00',
      },
    };
    const fetchMock = stubApi({
      [QUOTE]: { quote, lines, ...NEGOTIATION, purchase_order: order },
      [`${QUOTE}/purchase-order/document`]: '%PDF-1.4',
    });
    // happy-dom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bc'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/admin/quotes/5');
    const link = await screen.findByRole(
      'button',
      { name: 'Bon de commande joint : BC 2026-001.pdf (1,2 Mo)' },
      ROUTE_LOAD,
    );
    await user.click(link);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      fetchMock.mock.calls.some(([path]) => String(path).endsWith('/purchase-order/document')),
    ).toBe(true);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'BC 2026-001.pdf',
    );
    click.mockRestore();
  });

  it('says the quote does not exist for an unknown id, with the way back', async () => {
    stubApi({});
    renderRoute('/admin/quotes/999');
    expect(await screen.findByText("Ce devis n'existe pas.", {}, ROUTE_LOAD)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Retour à la liste « Nouveaux devis »' }),
    ).toBeVisible();
  });
});
