import type { QuoteDetailAnswer } from '@labo/domain/offer-schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { sampleQuoteWithOffer } from '#testing/test-quotes.ts';

// The purchase order's PDF on the buyer's page (docs/product/offers.md#buyer-answer): chosen
// in the acceptance form and sent after it, or attached later to the order.

const LINK = '?expires=1798000000&signature=abc';
const QUOTE = `/exposed/quote/5/offer${LINK}`;
const ACCEPT = `POST /exposed/quote/5/offer/accept${LINK}`;
const UPLOAD = `POST /exposed/quote/5/offer/purchase-order/document${LINK}`;
const ROUTE_LOAD = { timeout: 15_000 };

function acceptedQuote(fileName: string | null): QuoteDetailAnswer {
  const quote = sampleQuoteWithOffer();
  return {
    ...quote,
    quote: { ...quote.quote, negotiation_state: 'accepted', pipe_status: 'ARCHIVED' },
    purchase_order: {
      number: 'BC-2026-001',
      accepted_at: '2026-11-27T10:00:00+01:00',
      offer_version: 1,
      document: fileName
        ? { file_name: fileName, size_bytes: 1_258_291, uploaded_at: '2026-11-27T10:00:05+01:00' }
        : null,
    },
  };
}

const pdf = () =>
  new File(['%PDF-1.4 bon de commande'], 'BC-2026-001.pdf', { type: 'application/pdf' });

/** Opens the acceptance form, types the number and chooses the PDF. */
async function acceptWithFile(user: ReturnType<typeof userEvent.setup>) {
  renderRoute(`/quote/5/offer${LINK}`);
  await screen.findByRole('heading', { level: 1 }, ROUTE_LOAD);
  await user.click(screen.getByRole('button', { name: "ACCEPTER L'OFFRE" }));
  await user.type(
    screen.getByRole('textbox', { name: /^Numéro de bon de commande/ }),
    'BC-2026-001',
  );
  const group = screen.getByRole('group', { name: 'Joindre le bon de commande (PDF)' });
  expect(group).toHaveTextContent('Facultatif : PDF de 10 Mo au plus');
  await user.upload(screen.getByLabelText('CHOISIR UN FICHIER'), pdf());
  expect(group).toHaveTextContent('Fichier choisi : BC-2026-001.pdf (1 ko)');
  await user.click(screen.getByRole('button', { name: 'CONFIRMER LA COMMANDE' }));
}

describe('the purchase order chosen with the acceptance', () => {
  it('sends the acceptance, then the file, and shows its name', async () => {
    const fetchMock = stubApi({
      [QUOTE]: sampleQuoteWithOffer(),
      [ACCEPT]: acceptedQuote(null),
      [UPLOAD]: acceptedQuote('BC-2026-001.pdf'),
    });
    const user = userEvent.setup();
    await acceptWithFile(user);

    expect(
      await screen.findByText('Bon de commande joint : BC-2026-001.pdf (1,2 Mo)'),
    ).toBeVisible();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([path]) => String(path))).toEqual([
      `/exposed/quote/5/offer/accept${LINK}`,
      `/exposed/quote/5/offer/purchase-order/document${LINK}`,
    ]);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ purchase_order: 'BC-2026-001' });
    const sent = posts[1]?.[1]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('BC-2026-001.pdf');
    const notice = screen.getByText(/^Merci ! Votre commande est enregistrée/);
    expect(notice.closest('[role="status"]')).toHaveFocus();
  });

  it('keeps the acceptance when the file is refused, says why, and sends it again', async () => {
    const answers: Parameters<typeof stubApi>[0] = {
      [QUOTE]: sampleQuoteWithOffer(),
      [ACCEPT]: acceptedQuote(null),
      [UPLOAD]: {
        status: 415,
        body: {
          error: 'unsupported_media_type',
          message: 'Le bon de commande doit être un fichier PDF.',
        },
      },
    };
    const fetchMock = stubApi(answers);
    const user = userEvent.setup();
    await acceptWithFile(user);

    await waitFor(() =>
      expect(screen.getByText(/n'a pas pu être joint/)).toHaveTextContent(
        "Votre commande est enregistrée, mais le bon de commande n'a pas pu être joint : Le bon de commande doit être un fichier PDF.",
      ),
    );
    // The order stands: accepted, no answer form left.
    expect(screen.getByText('Acceptée')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'CONFIRMER LA COMMANDE' })).toBeNull();
    const alert = screen.getByText(/n'a pas pu être joint/).closest('[role="status"]');
    expect(alert).toHaveFocus();

    answers[UPLOAD] = acceptedQuote('BC-2026-001.pdf');
    await user.click(screen.getByRole('button', { name: 'RÉESSAYER' }));
    expect(
      await screen.findByText('Bon de commande joint : BC-2026-001.pdf (1,2 Mo)'),
    ).toBeVisible();
    expect(screen.queryByText(/n'a pas pu être joint/)).toBeNull();
    await waitFor(() => expect(alert).toHaveFocus());
    const uploads = fetchMock.mock.calls.filter(([path]) =>
      String(path).includes('purchase-order'),
    );
    expect(uploads).toHaveLength(2);
  });
});

describe('a purchase order replaced after the acceptance', () => {
  it('says a refusal beside its button, not in the acceptance notice above', async () => {
    const answers: Parameters<typeof stubApi>[0] = {
      [QUOTE]: sampleQuoteWithOffer(),
      [ACCEPT]: acceptedQuote(null),
      [UPLOAD]: acceptedQuote('BC-2026-001.pdf'),
    };
    stubApi(answers);
    const user = userEvent.setup();
    await acceptWithFile(user);
    const replace = await screen.findByRole('button', {
      name: 'REMPLACER LE BON DE COMMANDE (PDF)',
    });

    answers[UPLOAD] = {
      status: 415,
      body: {
        error: 'unsupported_media_type',
        message: 'Le bon de commande doit être un fichier PDF.',
      },
    };
    await user.click(replace);
    await user.upload(screen.getByLabelText('REMPLACER LE BON DE COMMANDE (PDF)'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le bon de commande doit être un fichier PDF.',
    );
    // The notice above still says the acceptance went well.
    expect(screen.getByText(/^Merci ! Votre commande est enregistrée/)).toBeVisible();
    expect(screen.queryByText(/^Votre commande est enregistrée, mais/)).toBeNull();
  });
});

describe('an accepted order without its purchase order', () => {
  it('offers to attach one, its button staying in place (and the focus with it)', async () => {
    stubApi({ [QUOTE]: acceptedQuote(null), [UPLOAD]: acceptedQuote('BC-2026-001.pdf') });
    const user = userEvent.setup();
    renderRoute(`/quote/5/offer${LINK}`);
    const button = await screen.findByRole(
      'button',
      { name: 'JOINDRE LE BON DE COMMANDE (PDF)' },
      ROUTE_LOAD,
    );
    await user.click(button);
    await user.upload(screen.getByLabelText('JOINDRE LE BON DE COMMANDE (PDF)'), pdf());
    expect(
      await screen.findByText('Bon de commande joint : BC-2026-001.pdf (1,2 Mo)'),
    ).toBeVisible();
    // The same button, renamed: not replaced, so the focus it had stays.
    expect(screen.getByRole('button', { name: 'REMPLACER LE BON DE COMMANDE (PDF)' })).toBe(button);
  });
});
