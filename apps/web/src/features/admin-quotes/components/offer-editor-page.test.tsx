import type { QuoteDetailAnswer } from '@labo/domain/offer-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { fakeTimeouts } from '#testing/fake-timeouts.ts';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { sampleQuoteWithOffer } from '#testing/test-quotes.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';

// The staff's offer editor (docs/product/offers.md#offer-editor).

const QUOTE = '/api/protected/quote/5';
const PUT = 'PUT /api/protected/quote/5/offer';
// The first render loads the route tree's lazy chunks, slow on a busy machine.
const ROUTE_LOAD = { timeout: 15_000 };

/** Quote 5 as staff read it: offer v1 sent, its draft saved twice since. */
function withDraft(): QuoteDetailAnswer {
  const detail = sampleQuoteWithOffer();
  const [offer] = detail.offers;
  if (!offer) throw new Error('the sample has an offer');
  const { version: _version, sent_at: _sentAt, ...content } = offer;
  return {
    ...detail,
    draft: {
      ...content,
      version: 2,
      saved_at: '2026-11-26T11:00:00+01:00',
      saved_by: 'Louis Pasteur',
    },
  };
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

async function openEditor() {
  renderRoute('/admin/quotes/5/offer');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Offre pour le devis n° 202611-5' },
    ROUTE_LOAD,
  );
  return userEvent.setup();
}

describe('offer editor', () => {
  it('starts from the draft and saves a change on its own, with the version it read', async () => {
    const draft = withDraft();
    const saved = {
      ...draft.draft,
      version: 3,
      saved_at: '2026-11-26T12:00:00+01:00',
      saved_by: 'Camille Admin',
    };
    const fetchMock = stubApi({ [QUOTE]: draft, [PUT]: saved });
    const user = await openEditor();
    expect(screen.getByText('Enregistré le 26/11/2026 11:00 par Louis Pasteur')).toBeVisible();
    const firstLine = screen.getByRole('group', { name: /^Ligne 1/ });
    expect(within(firstLine).getByRole('textbox', { name: 'Référence' })).toBeDisabled();
    const price = within(firstLine).getByRole('textbox', { name: 'Prix unitaire HT (€)' });
    expect(price).toHaveValue('11.00');

    // The second the editor waits after the last key, passed at once.
    fakeTimeouts();
    await user.clear(price);
    await user.type(price, '9,90');
    expect(price).toHaveValue('9.90');
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);

    expect(
      await screen.findByText('Enregistré le 26/11/2026 12:00 par Camille Admin'),
    ).toBeVisible();
    expect(puts()).toHaveLength(1);
    const body = JSON.parse(String(puts()[0]?.[1]?.body));
    expect(body.version).toBe(2);
    expect(body.lines[0]).toMatchObject({ article_id: 812, unit_price_ht: '9.90', quantity: 2 });
    expect(body.lines[1]).toMatchObject({ article_id: null, reference: 'ETAL-01' });
  });

  it('says who saved first when the draft changed meanwhile, and stops the sending', async () => {
    const conflict = 'Louis Pasteur a enregistré ce brouillon avant vous : rechargez la page.';
    stubApi({
      [QUOTE]: withDraft(),
      [PUT]: { status: 409, body: { error: 'conflict', message: conflict } },
    });
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(await screen.findByText(conflict)).toBeVisible();
    expect(screen.getByRole('button', { name: "ENVOYER L'OFFRE" })).toBeDisabled();
  });

  it('adds a free line, whose reference and designation are required', async () => {
    stubApi({ [QUOTE]: withDraft() });
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'AJOUTER UNE LIGNE LIBRE' }));
    const added = screen.getByRole('group', { name: /^Ligne 3/ });
    expect(within(added).getByRole('textbox', { name: /^Référence/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'ENREGISTRER' }));
    expect(
      await within(added).findByText('Une ligne libre demande une référence et une désignation.'),
    ).toBeVisible();
    expect(within(added).getByRole('textbox', { name: /^Référence/ })).toHaveFocus();
  });
});
