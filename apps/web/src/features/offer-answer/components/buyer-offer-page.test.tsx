import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { sampleQuoteWithOffer } from '#testing/test-quotes.ts';

// The buyer's offer page (docs/product/offers.md#buyer-answer), opened by a visitor through
// the offer mail's signed link.

const LINK = '?expires=1798000000&signature=abc';
const QUOTE = `/exposed/quote/5/offer${LINK}`;
const ACCEPT = `POST /exposed/quote/5/offer/accept${LINK}`;
// The first render loads the route tree's lazy chunks, slow on a busy machine.
const ROUTE_LOAD = { timeout: 15_000 };

const heading = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: 'Offre pour votre devis n° 202611-5' },
    ROUTE_LOAD,
  );

describe('offer page through the signed link', () => {
  it('shows what the offer changed: a price, a line added, an article left out', async () => {
    stubApi({ [QUOTE]: sampleQuoteWithOffer() });
    renderRoute(`/quote/5/offer${LINK}`);
    await heading();
    expect(screen.getByText('Offre envoyée v1')).toBeVisible();
    expect(screen.getByText("Valable jusqu'au 26/12/2026 inclus")).toBeVisible();
    expect(screen.getByText('Prix spécial établissement.')).toBeVisible();
    const [becher, calibration] = screen
      .getAllByRole('listitem')
      .filter((item) => /DUR-211063|ETAL-01/.test(item.textContent ?? ''));
    expect(becher).toHaveTextContent('Modifié');
    expect(becher).toHaveTextContent('avant : 12,50 €');
    expect(calibration).toHaveTextContent('Ajouté');
    expect(screen.getByText('Retiré de votre demande')).toBeVisible();
    expect(screen.getByText(/GIL-F161930/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Totaux' })).toHaveTextContent('Total TTC115,80 €');
    expect(screen.getByRole('link', { name: "TÉLÉCHARGER L'OFFRE (PDF)" })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /\/exposed\/quote\/5\/offer\/1\/pdf\?expires=1798000000&signature=abc$/,
      ),
    );
  });

  it('accepts with a purchase order: required, then sent with the link, the answer focused', async () => {
    const accepted = sampleQuoteWithOffer();
    accepted.quote = { ...accepted.quote, negotiation_state: 'accepted', pipe_status: 'ARCHIVED' };
    const fetchMock = stubApi({ [QUOTE]: sampleQuoteWithOffer(), [ACCEPT]: accepted });
    const user = userEvent.setup();
    renderRoute(`/quote/5/offer${LINK}`);
    await heading();

    await user.click(screen.getByRole('button', { name: "ACCEPTER L'OFFRE" }));
    const field = screen.getByRole('textbox', { name: /^Numéro de bon de commande/ });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'CONFIRMER LA COMMANDE' }));
    expect(
      await screen.findByText(
        'Indiquez le numéro de votre bon de commande, ou « sans bon de commande ».',
      ),
    ).toBeVisible();

    await user.type(field, 'BC-2026-001');
    await user.click(screen.getByRole('button', { name: 'CONFIRMER LA COMMANDE' }));
    const notice = await screen.findByText(/Votre commande est enregistrée/);
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ purchase_order: 'BC-2026-001' });
    expect(screen.getByText('Acceptée')).toBeVisible();
    expect(screen.queryByRole('button', { name: "ACCEPTER L'OFFRE" })).toBeNull();
  });

  it("says the server's refusal in the form: an offer that expired meanwhile", async () => {
    const refusal = 'Cette offre a expiré le 26/12/2026 : demandez son renouvellement.';
    stubApi({
      [QUOTE]: sampleQuoteWithOffer(),
      [ACCEPT]: { status: 409, body: { error: 'conflict', message: refusal } },
    });
    const user = userEvent.setup();
    renderRoute(`/quote/5/offer${LINK}`);
    await heading();
    await user.click(screen.getByRole('button', { name: "ACCEPTER L'OFFRE" }));
    await user.type(screen.getByRole('textbox', { name: /^Numéro de bon de commande/ }), 'BC-1');
    await user.click(screen.getByRole('button', { name: 'CONFIRMER LA COMMANDE' }));
    const form = screen.getByRole('form', { name: "Accepter l'offre" });
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says an expired link has expired', async () => {
    stubApi({ [QUOTE]: { status: 410, body: { error: 'link_expired', message: 'expiré' } } });
    renderRoute(`/quote/5/offer${LINK}`);
    expect(await screen.findByText(/Ce lien a expiré avec l'offre/, {}, ROUTE_LOAD)).toBeVisible();
  });
});
