import type { ArticleDetail, Attachment } from '@labo/domain/catalog-schemas';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { articleKeys } from '#shared/articles/api/article-keys.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { type FetchMock, stubApi } from '#testing/test-api.ts';
import { makeArticleDetail } from '#testing/test-articles.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { ArticleAdminBlock } from './article-admin-block';

// The calls carry the token of the session stored on the device.
const JWT = makeJwt();

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  await storeSession(JWT, makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});

function picture(id: number, fileName: string, isDefault = false): Attachment {
  return {
    id,
    is_picture: '1',
    firstAttachment: isDefault ? '1' : '0',
    original_file_name: fileName,
    px_width: 1200,
    px_height: 900,
    mime_type: 'image/jpeg',
    size_bytes: 182_034,
  };
}

const notice: Attachment = {
  id: 91,
  is_picture: '0',
  firstAttachment: '0',
  original_file_name: 'notice.pdf',
  px_width: null,
  px_height: null,
  mime_type: 'application/pdf',
  size_bytes: 250_000,
};

const becher = makeArticleDetail({
  id: 12,
  label: 'Bécher forme basse 250 ml',
  pictures: [picture(31, 'becher.jpg', true), picture(32, 'becher-dessus.jpg')],
  attachments: [notice],
});

/**
 * The block as the article page shows it: the article read by a query, read again after a
 * change, as `reloaded` then says it is.
 */
function renderReloadedBlock(reloaded: { article: ArticleDetail }) {
  return renderInApp([{ path: '/', element: <ReloadedBlock reloaded={reloaded} /> }]);
}

function ReloadedBlock({ reloaded }: { reloaded: { article: ArticleDetail } }) {
  const article = useQuery({
    queryKey: articleKeys.byId(reloaded.article.id),
    queryFn: async () => reloaded.article,
  });
  return article.data ? <ArticleAdminBlock article={article.data} /> : null;
}

function renderBlock(article = becher) {
  const view = renderInApp([{ path: '/', element: <ArticleAdminBlock article={article} /> }]);
  // An article query of the page, to see it reloaded after a change.
  view.queryClient.setQueryData(articleKeys.featured(), []);
  return view;
}

/** The calls sent with `method`: their path and body, JSON bodies parsed. */
function sent(fetchMock: FetchMock, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    }));
}

const section = (name: string) => screen.getByRole('region', { name });

/** Types `address` in the section's web address field and presses AJOUTER; returns the field. */
async function addByAddress(sectionName: string, what: string, address: string) {
  const user = userEvent.setup();
  renderBlock();
  const region = await screen.findByRole('region', { name: sectionName });
  const field = within(region).getByRole('textbox', { name: /^Adresse web d/ });
  await user.type(field, address);
  await user.click(within(region).getByRole('button', { name: `AJOUTER ${what}` }));
  return field;
}

describe('article admin block (docs/product/media.md#article-admin-block)', () => {
  it('shows the pictures, the default one marked, and the documents', async () => {
    stubApi({});
    renderBlock();
    expect(
      await screen.findByRole('region', { name: "Modification de l'article (admin)" }),
    ).toBeVisible();
    const pictures = section('Images');
    expect(within(pictures).getByRole('img', { name: 'Image 1 : becher.jpg' })).toHaveAttribute(
      'src',
      '/exposed/attachment/31/get/thumbnail',
    );
    expect(within(pictures).getByText('Image par défaut')).toBeVisible();
    // Only the other picture can become the default.
    expect(within(pictures).getAllByRole('button', { name: /^DÉFINIR PAR DÉFAUT/ })).toHaveLength(
      1,
    );
    expect(within(section('Documents')).getByRole('link', { name: 'notice.pdf' })).toHaveAttribute(
      'href',
      '/exposed/attachment/91/get/full/size',
    );
  });

  it('makes another picture the default, says so and reloads the article queries', async () => {
    const fetchMock = stubApi({
      '/api/protected/reset/12/first/32/attachment': {
        pictures: [picture(32, 'becher-dessus.jpg', true), picture(31, 'becher.jpg')],
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderBlock();
    await user.click(
      await screen.findByRole('button', { name: "DÉFINIR PAR DÉFAUT l'image becher-dessus.jpg" }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/protected/reset/12/first/32/attachment',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: `Bearer ${JWT}` }),
      }),
    );
    expect(queryClient.getQueryState(articleKeys.featured())?.isInvalidated).toBe(true);
  });

  it('deletes a file only after the confirmation', async () => {
    // 204 in the server's answer; a stubbed Response cannot carry a 204 with a body.
    const fetchMock = stubApi({ 'DELETE /api/article/attachment/91': {} });
    const user = userEvent.setup();
    const reloaded = { article: becher };
    renderReloadedBlock(reloaded);
    const remove = await screen.findByRole('button', { name: 'SUPPRIMER le document notice.pdf' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce fichier ?' });
    expect(dialog).toHaveTextContent("« notice.pdf » sera retiré de l'article définitivement.");
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(fetchMock, 'DELETE')).toEqual([]);

    await user.click(remove);
    reloaded.article = { ...becher, attachments: [] };
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'SUPPRIMER' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
    expect(sent(fetchMock, 'DELETE').map(({ path }) => path)).toEqual([
      '/api/article/attachment/91',
    ]);
    // The deleted file's button goes: the focus waits on its section's heading.
    await waitFor(() => expect(remove).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Documents' })).toHaveFocus());
  });

  it('hides the picture add controls at 3 pictures and says why', async () => {
    stubApi({});
    renderBlock({
      ...becher,
      pictures: [picture(31, 'a.jpg', true), picture(32, 'b.jpg'), picture(33, 'c.jpg')],
    });
    const pictures = await screen.findByRole('region', { name: 'Images' });
    expect(within(pictures).getByText('3 images au maximum')).toBeVisible();
    expect(within(pictures).queryByRole('button', { name: 'ENVOYER UNE IMAGE' })).toBeNull();
    expect(within(pictures).queryByRole('button', { name: /^AJOUTER/ })).toBeNull();
    expect(within(pictures).queryByRole('textbox')).toBeNull();
    expect(within(pictures).queryByRole('button', { name: /^COLLER/ })).toBeNull();
    // Documents are not limited.
    expect(
      within(section('Documents')).getByRole('button', { name: 'ENVOYER UN DOCUMENT' }),
    ).toBeVisible();
  });

  it('gives the focus to "3 images au maximum" when the third picture hides the add buttons', async () => {
    const pipette = picture(33, 'pipette.png');
    stubApi({ 'POST /api/protected/post/article/12/attachment': { status: 201, body: pipette } });
    const user = userEvent.setup();
    const reloaded = { article: becher };
    renderReloadedBlock(reloaded);
    const input = await screen.findByLabelText<HTMLInputElement>('ENVOYER UNE IMAGE');
    const upload = screen.getByRole('button', { name: 'ENVOYER UNE IMAGE' });
    upload.focus();
    reloaded.article = { ...becher, pictures: [...becher.pictures, pipette] };
    await user.upload(input, new File(['png'], 'pipette.png', { type: 'image/png' }));

    await waitFor(() => expect(upload).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('3 images au maximum')).toHaveFocus());
  });

  it('uploads the chosen file as multipart, field "file"', async () => {
    const fetchMock = stubApi({
      'POST /api/protected/post/article/12/attachment': {
        status: 201,
        body: picture(33, 'pipette.png'),
      },
    });
    const user = userEvent.setup();
    renderBlock();
    const input = await screen.findByLabelText<HTMLInputElement>('ENVOYER UNE IMAGE');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    // The visible button opens the file chooser.
    const chooser = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'ENVOYER UNE IMAGE' }));
    expect(chooser).toHaveBeenCalledOnce();

    const file = new File(['png'], 'pipette.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
    const uploads = sent(fetchMock, 'POST');
    expect(uploads).toEqual([
      { path: '/api/protected/post/article/12/attachment', body: expect.any(FormData) },
    ]);
    const body = uploads[0]?.body;
    expect(body instanceof FormData && body.get('file')).toBe(file);
    const documentTypes = screen.getByLabelText('ENVOYER UN DOCUMENT').getAttribute('accept');
    expect(String(documentTypes).split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.xls', '.xlsx', 'application/pdf']),
    );
  });

  it('adds a picture from a web address', async () => {
    const fetchMock = stubApi({
      'POST /api/article/12/add/picture/from/web': { status: 201, body: picture(33, 'c.jpg') },
    });
    const field = await addByAddress('Images', "l'image", 'https://exemple.fr/c.jpg');
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
    expect(sent(fetchMock, 'POST')).toEqual([
      { path: '/api/article/12/add/picture/from/web', body: { url: 'https://exemple.fr/c.jpg' } },
    ]);
    expect(field).toHaveValue('');
  });

  it('adds a document from the address in the clipboard', async () => {
    const fetchMock = stubApi({
      'POST /api/article/12/add/pdf/from/web': { status: 201, body: notice },
    });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'readText').mockResolvedValue(' https://exemple.fr/notice.pdf ');
    renderBlock();
    await user.click(await screen.findByRole('button', { name: "COLLER L'ADRESSE D'UN DOCUMENT" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
    expect(sent(fetchMock, 'POST')).toEqual([
      { path: '/api/article/12/add/pdf/from/web', body: { url: 'https://exemple.fr/notice.pdf' } },
    ]);
  });

  it('says when the clipboard cannot be read and puts the focus in the address field', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'readText').mockRejectedValue(
      new DOMException('Lecture refusée', 'NotAllowedError'),
    );
    renderBlock();
    await user.click(await screen.findByRole('button', { name: "COLLER L'ADRESSE D'UNE IMAGE" }));
    const field = screen.getByRole('textbox', { name: "Adresse web de l'image" });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(
      "Le presse-papiers n'a pas pu être lu : collez l'adresse ici (Ctrl+V), puis AJOUTER.",
    );
    expect(sent(fetchMock, 'POST')).toEqual([]);
  });

  it('says so too without clipboard access, and when the clipboard holds no text', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    const clipboard = vi.spyOn(navigator, 'clipboard', 'get');
    clipboard.mockReturnValue(undefined as unknown as Clipboard);
    renderBlock();
    await user.click(await screen.findByRole('button', { name: "COLLER L'ADRESSE D'UN DOCUMENT" }));
    const field = screen.getByRole('textbox', { name: 'Adresse web du document' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(
      "Le presse-papiers n'a pas pu être lu : collez l'adresse ici (Ctrl+V), puis AJOUTER.",
    );

    clipboard.mockRestore();
    vi.spyOn(navigator.clipboard, 'readText').mockResolvedValue('  ');
    await user.click(screen.getByRole('button', { name: "COLLER L'ADRESSE D'UN DOCUMENT" }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Le presse-papiers ne contient pas d'adresse : collez-la ici (Ctrl+V), puis AJOUTER.",
      ),
    );
    expect(field).toHaveFocus();
    expect(sent(fetchMock, 'POST')).toEqual([]);
  });

  it('toggles the featured flag', async () => {
    const fetchMock = stubApi({ '/api/protected/toggle/12/featured': { featured: '1' } });
    const user = userEvent.setup();
    renderBlock();
    const toggle = await screen.findByRole('switch', { name: 'Produit à la Une' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain(
      '/api/protected/toggle/12/featured',
    );
  });

  it('enables VALIDER from 10 characters and removes the video with an empty link', async () => {
    const fetchMock = stubApi({
      'PUT /api/protected/put/12/youtube/link': { youtubeLink: null },
    });
    const user = userEvent.setup();
    renderBlock({ ...becher, youtubeLink: 'https://youtu.be/abcdefghijk' });
    const video = await screen.findByRole('region', { name: 'Vidéo' });
    const field = within(video).getByRole('textbox', { name: 'Lien de la vidéo' });
    const validate = within(video).getByRole('button', { name: 'VALIDER' });
    expect(field).toHaveValue('https://youtu.be/abcdefghijk');
    await user.clear(field);
    await user.type(field, 'youtu.be/');
    expect(field).toHaveValue('youtu.be/');
    expect(validate).toBeDisabled();
    await user.type(field, 'a');
    expect(validate).toBeEnabled();
    await user.click(validate);
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');

    await user.click(within(video).getByRole('button', { name: 'RETIRER LA VIDÉO' }));
    await waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(2));
    expect(sent(fetchMock, 'PUT').map(({ body }) => body)).toEqual([
      { url: 'youtu.be/a' },
      { url: '' },
    ]);
  });

  it('says "Une erreur est survenue" with the reason the server gave', async () => {
    stubApi({
      'POST /api/article/12/add/picture/from/web': {
        status: 415,
        body: {
          error: 'unsupported_media_type',
          message: "Ce fichier n'est pas une image acceptée.",
        },
      },
    });
    const user = userEvent.setup();
    renderBlock();
    await user.type(
      await screen.findByRole('textbox', { name: "Adresse web de l'image" }),
      'https://exemple.fr/page.html',
    );
    await user.click(screen.getByRole('button', { name: "AJOUTER l'image" }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue');
    expect(alert).toHaveTextContent("Ce fichier n'est pas une image acceptée.");
  });

  it('marks the buttons busy while a change runs, keeping the focus', async () => {
    const fetchMock = stubApi({ '/api/protected/toggle/12/featured': 'never' });
    const user = userEvent.setup();
    renderBlock();
    await user.click(await screen.findByRole('switch', { name: 'Produit à la Une' }));
    const remove = screen.getByRole('button', { name: 'SUPPRIMER le document notice.pdf' });
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    // The change is marked busy before its request leaves (the token is read first).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    remove.focus();
    await user.click(remove);
    expect(remove).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts the focus on an empty address, and a refusal of the server on the field', async () => {
    const refusal =
      "Cette adresse n'est pas acceptée : donnez l'adresse web publique du fichier (http ou https).";
    const fetchMock = stubApi({
      'POST /api/article/12/add/picture/from/web': {
        status: 400,
        body: { error: 'invalid_input', message: refusal, fields: { url: refusal } },
      },
    });
    const user = userEvent.setup();
    renderBlock();
    const pictures = await screen.findByRole('region', { name: 'Images' });
    const field = within(pictures).getByRole('textbox', { name: "Adresse web de l'image" });
    const add = within(pictures).getByRole('button', { name: "AJOUTER l'image" });
    await user.click(add);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.type(field, 'http://localhost/c.jpg');
    await user.click(add);
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('marks the address field when the file behind it cannot be fetched', async () => {
    const reason = "Le fichier n'a pas pu être récupéré à cette adresse.";
    stubApi({
      'POST /api/article/12/add/pdf/from/web': {
        status: 502,
        body: { error: 'remote_file_unavailable', message: reason },
      },
    });
    const field = await addByAddress('Documents', 'le document', 'https://example.org/fiche.pdf');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(reason);
    expect(field).toHaveFocus();
  });
});
