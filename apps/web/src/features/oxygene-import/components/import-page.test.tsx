import type { ImportRun } from '@labo/domain/import-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { ImportPage } from './import-page';

const IMPORT = '/api/oxygene/perform/import';
/** The import once confirmed: with the number its check said it withdraws. */
const CONFIRMED = `${IMPORT}?mode=apply&confirm_withdrawn=600`;
const RUNS = '/api/oxygene/imports';

const run: ImportRun = {
  id: 7,
  file_name: 'export.csv',
  status: 'applied',
  started_at: '2026-11-21T09:30:00+01:00',
  finished_at: '2026-11-21T09:30:04+01:00',
  user: { id: 1, email: 'admin@labo.fr', firstName: 'Ada', lastName: 'Admin' },
  summary: {
    read: 36,
    created: 33,
    updated: 0,
    unchanged: 0,
    withdrawn: 1,
    restored: 0,
    rejected: 3,
    categoriesCreated: 5,
    durationMs: 1200,
  },
  reason: null,
};

/** A stream of server-sent events the test writes to as it goes. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}

/** An event stream holding only its `report` event, as the server ends an import. */
function reported(data: unknown): Response {
  const stream = eventStream();
  stream.send('report', data);
  stream.close();
  return stream.response;
}

/** Answers the upload (its check, then the import) with `upload`, anything else as stubApi does. */
function stubUpload(upload: (url: string) => Response | Promise<Response>) {
  const api = stubApi({ [RUNS]: [run] });
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith(IMPORT) ? upload(String(input)) : api(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A check's answer: the sample's figures over the 600 demo articles, with these warnings. */
const check = (caution: string[]) => ({
  lines: [
    "Vérification du fichier « export.csv » : rien n'a encore été modifié.",
    'Articles retirés de la vente : 600',
  ],
  summary: { ...run.summary, withdrawn: 600 },
  caution,
});
const CAUTION =
  "Attention : 600 articles sur 600 en vente seraient retirés de la vente, soit 100 % du catalogue (au-delà de 20 %). Est-ce bien l'export complet du catalogue ?";

const csv = () => new File(['CODE;DESIG\n'], 'export.csv', { type: 'text/csv' });

async function chooseAndSend() {
  const user = userEvent.setup();
  const send = await screen.findByRole('button', { name: 'VÉRIFIER LE FICHIER' });
  expect(send).toBeDisabled();
  await user.upload(screen.getByLabelText('Fichier CSV (export Oxygène)'), csv());
  expect(send).toBeEnabled();
  await user.click(send);
}

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

describe('import page (docs/product/import.md#import-page)', () => {
  it('keeps the button disabled until a file is chosen, and accepts CSV files', async () => {
    stubUpload(() => new Response(null, { status: 500 }));
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    expect(await screen.findByRole('button', { name: 'VÉRIFIER LE FICHIER' })).toBeDisabled();
    expect(screen.getByLabelText('Fichier CSV (export Oxygène)')).toHaveAttribute(
      'accept',
      '.csv,text/csv',
    );
  });

  it('says a file is needed when the choice is emptied, the button disabled again', async () => {
    stubUpload(() => new Response(null, { status: 500 }));
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'VÉRIFIER LE FICHIER' });
    const input = screen.getByLabelText('Fichier CSV (export Oxygène)');
    await user.upload(input, csv());
    expect(send).toBeEnabled();
    await user.upload(input, []);
    expect(await screen.findByText('Aucun fichier choisi')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();
  });

  it('shows the progress from the event stream, then the report lines', async () => {
    const checkStream = eventStream();
    const stream = eventStream();
    const fetchMock = stubUpload((url) =>
      url.endsWith('?mode=check') ? checkStream.response : stream.response,
    );
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    await chooseAndSend();
    checkStream.send('report', check([]));
    checkStream.close();
    const checked = await screen.findByRole('region', { name: 'Vérification du fichier' });
    await userEvent
      .setup()
      .click(within(checked).getByRole('button', { name: 'IMPORTER LE FICHIER' }));

    // The busy button keeps the focus (docs/product/look-and-feel.md#focus-never-lost).
    const busy = await screen.findByRole('button', { name: 'Import en cours...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');

    stream.send('progress', { read: 12000, total: 100000 });
    const bar = await screen.findByRole('progressbar', { name: "Progression de l'import" });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '12'));
    expect(screen.getByText(/^Lignes lues : 12\s000 sur environ 100\s000$/)).toBeVisible();
    expect(screen.getByText('0 % des lignes lues')).toHaveAttribute('role', 'status');
    stream.send('progress', { read: 60000, total: 100000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    expect(screen.getByText('50 % des lignes lues')).toHaveAttribute('role', 'status');

    stream.send('report', ['36 articles lus', 'Ligne 9 : prix HT illisible « 12,3x »']);
    stream.close();
    const report = await screen.findByRole('region', { name: "Compte rendu de l'import" });
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['36 articles lus', 'Ligne 9 : prix HT illisible « 12,3x »']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(report).getByRole('heading', { name: "Compte rendu de l'import" })).toHaveFocus();
    expect(screen.getByText("Import terminé : le compte rendu s'affiche.")).toHaveAttribute(
      'role',
      'status',
    );

    const upload = fetchMock.mock.calls.find(([path]) => String(path) === CONFIRMED);
    const init = upload?.[1];
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says the file could not be sent when the upload fails', async () => {
    stubUpload(() => Promise.reject(new TypeError('Failed to fetch')));
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    await chooseAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le fichier n'a pas pu être envoyé. Vérifiez qu'il s'agit bien de l'export Oxygène non modifié ; sinon, contactez-nous.",
    );
  });

  it("shows the server's message when another import runs", async () => {
    const message =
      "Un import est déjà en cours : attendez qu'il se termine avant d'en lancer un autre.";
    stubUpload(() => Response.json({ error: 'import_running', message }, { status: 409 }));
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    await chooseAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('lists the past imports with a download of their rejected lines', async () => {
    stubUpload(() => new Response(null, { status: 500 }));
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    const table = await screen.findByRole('table', { name: 'Historique des imports' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('21/11/2026 09:30');
    expect(row).toHaveTextContent('export.csv');
    expect(row).toHaveTextContent('Ada Admin');
    expect(row).toHaveTextContent('Appliqué');
    expect(row).toHaveTextContent('3 rejetées');
    expect(
      within(row as HTMLElement).getByRole('button', {
        name: 'Lignes rejetées (CSV) de export.csv du 21/11/2026 09:30',
      }),
    ).toBeVisible();
  });

  it('checks the file first, focuses its report, and imports it only once confirmed', async () => {
    const fetchMock = stubUpload((url) =>
      url.endsWith('?mode=check') ? reported(check([])) : reported(['Import appliqué']),
    );
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    await chooseAndSend();
    const checked = await screen.findByRole('region', { name: 'Vérification du fichier' });
    expect(within(checked).getByRole('heading', { name: 'Vérification du fichier' })).toHaveFocus();
    expect(within(checked).getAllByRole('listitem')[1]).toHaveTextContent(
      'Articles retirés de la vente : 600',
    );
    expect(within(checked).queryByRole('textbox')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith(IMPORT))).toHaveLength(1);
    await userEvent
      .setup()
      .click(within(checked).getByRole('button', { name: 'IMPORTER LE FICHIER' }));
    const report = await screen.findByRole('region', { name: "Compte rendu de l'import" });
    expect(within(report).getByRole('heading')).toHaveFocus();
    const urls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((u) => u.startsWith(IMPORT));
    expect(urls).toEqual([`${IMPORT}?mode=check`, CONFIRMED]);
  });

  it('asks for the number withdrawn to be typed when the check warns, and imports nothing otherwise', async () => {
    const fetchMock = stubUpload((url) =>
      url.endsWith('?mode=check') ? reported(check([CAUTION])) : reported(['Import appliqué']),
    );
    const imports = () => fetchMock.mock.calls.filter(([url]) => String(url) === CONFIRMED);
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    await chooseAndSend();
    const checked = await screen.findByRole('region', { name: 'Vérification du fichier' });
    expect(within(checked).getByText(CAUTION)).toBeVisible();
    const user = userEvent.setup();
    const typed = within(checked).getByRole('textbox', {
      name: "Pour confirmer, tapez le nombre d'articles retirés de la vente (600)",
    });
    const send = within(checked).getByRole('button', { name: 'IMPORTER LE FICHIER' });
    await user.click(send);
    expect(await within(checked).findByText("Tapez 600 pour confirmer l'import.")).toBeVisible();
    expect(typed).toHaveFocus();
    await user.type(typed, '599');
    await user.click(send);
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(imports()).toHaveLength(0);
    await user.clear(typed);
    await user.type(typed, '600');
    await user.click(send);
    expect(await screen.findByRole('region', { name: "Compte rendu de l'import" })).toBeVisible();
    expect(imports()).toHaveLength(1);
  });

  it('drops the check when another file is chosen, or on ANNULER', async () => {
    stubUpload(() => reported(check([])));
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    await chooseAndSend();
    const user = userEvent.setup();
    const checked = await screen.findByRole('region', { name: 'Vérification du fichier' });
    await user.click(within(checked).getByRole('button', { name: 'ANNULER' }));
    expect(screen.queryByRole('region', { name: 'Vérification du fichier' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'VÉRIFIER LE FICHIER' }));
    await screen.findByRole('region', { name: 'Vérification du fichier' });
    await user.upload(screen.getByLabelText('Fichier CSV (export Oxygène)'), csv());
    expect(screen.queryByRole('region', { name: 'Vérification du fichier' })).toBeNull();
  });

  it('shows a refused file as refused, focused, never as an import done', async () => {
    const message =
      "Import refusé : aucune ligne d'article n'est utilisable (2 lignes rejetées, par exemple « Ligne 2 : CODE manquant ») : le catalogue entier serait retiré de la vente. Aucune modification n'a été appliquée au catalogue.";
    const stream = eventStream();
    stubUpload(() => stream.response);
    renderInApp([{ path: '/', element: <ImportPage /> }]);
    await chooseAndSend();
    stream.send('failure', { error: 'import_refused', message });
    stream.close();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(screen.queryByText(/Import terminé/)).toBeNull();
    expect(screen.queryByRole('region', { name: "Compte rendu de l'import" })).toBeNull();
  });
});
