import 'fake-indexeddb/auto';
import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCartLines } from '#features/cart/cart-store.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { storeSession } from '#shared/session/session-store.ts';
import { renderRoute } from '#testing/render-in-app.tsx';
import { makeArticleDetail, onSale } from '#testing/test-articles.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';

const becher = makeArticleDetail({
  label: 'Bécher forme basse 250 ml',
  slug: 'becher-forme-basse-250-ml',
  brandName: 'Duran',
  crmId: 'DUR-100002',
  crm_secondary_id: '4602037',
  conditionnement: 'Carton de 10',
  basePrice: '12.50',
  ttcPrice: '15.00',
  youtubeLink: 'https://www.youtube.com/watch?v=abcdefghijk',
  attachments: [
    {
      id: 91,
      is_picture: '0',
      firstAttachment: '0',
      original_file_name: 'fiche-technique.pdf',
      px_width: null,
      px_height: null,
      mime_type: 'application/pdf',
      size_bytes: 250_000,
    },
  ],
});
const pagePath = '/verrerie/verrerie-de-laboratoire/bechers/becher-forme-basse-250-ml';

function stubArticle(article: ArticleDetail | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (article && path === `/exposed/detailed/by/${article.slug}/article`) {
      return Response.json({ article: [article] });
    }
    if (path === '/exposed/active/sales/campaigns') return Response.json([]);
    if (path === '/exposed/categories/flat') {
      return Response.json({ categories: [], subCategories: [], underSubCategories: [] });
    }
    return Response.json({ error: 'not_found', message: 'Article introuvable' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('article page', () => {
  it('shows the article, its info table and its price box, titled with its label', async () => {
    stubArticle(becher);
    renderRoute(pagePath);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bécher forme basse 250 ml' }),
    ).toBeVisible();
    expect(document.title).toMatch(/^Bécher forme basse 250 ml – /);

    const info = screen.getByRole('table');
    const rows = within(info)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Fabricant', 'Duran'],
      ['Référence', 'DUR-100002'],
      ['Ref.comp', '4602037'],
      ['Catégorie', 'Verrerie›Verrerie de laboratoire›Béchers'],
      ['Lien vidéo', 'Voir la vidéo(nouvel onglet)'],
      ['Documentation', 'fiche-technique.pdf (244 ko)'],
    ]);
    expect(
      within(info).getByRole('link', { name: 'Télécharger fiche-technique.pdf' }),
    ).toHaveAttribute('href', '/exposed/attachment/91/get/full/size');

    const priceBox = screen.getByRole('region', { name: 'Prix HT' });
    expect(priceBox).toHaveTextContent('12,50 €');
    expect(priceBox).toHaveTextContent('Conditionnement :Carton de 10');
  });

  it('says a withdrawn article is withdrawn and offers no AJOUTER AU DEVIS', async () => {
    stubArticle({ ...becher, soft_deleted: '1' });
    renderRoute(pagePath);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bécher forme basse 250 ml' }),
    ).toBeVisible();
    expect(screen.getByText('Article retiré de la vente')).toBeVisible();
    expect(screen.getByText(/Cet article n'est plus disponible/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'AJOUTER AU DEVIS' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantité' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Prix HT' })).toHaveTextContent('12,50 €');
  });

  it('adds the chosen quantity with AJOUTER AU DEVIS', async () => {
    stubArticle(becher);
    renderRoute(pagePath);

    const quantity = await screen.findByRole('spinbutton', { name: 'Quantité' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(screen.getByRole('button', { name: 'AJOUTER AU DEVIS' }));

    expect(await screen.findByText('3 articles ajoutés au devis')).toBeVisible();
    expect(quantity).toHaveValue(1);
    expect((await getCartLines()).map((line) => [line.id, line.quantity])).toEqual([
      [becher.id, 3],
    ]);
  });

  it('strikes the base price through and shows the sale price and banner during a campaign', async () => {
    stubArticle({ ...becher, ...onSale(20) });
    renderRoute(pagePath);

    const priceBox = await screen.findByRole('region', { name: 'Prix HT' });
    expect(within(priceBox).getByText(/12,50/).closest('s')).not.toBeNull();
    expect(within(priceBox).getByText(/10,00/)).toBeVisible();
    expect(within(priceBox).getByText('-20 %')).toBeVisible();
    expect(screen.getByText(/Rentrée : -20 % sur cet article jusqu'au 30\/11\/2099/)).toBeVisible();
    expect(screen.getByText('Promo')).toBeVisible();
  });

  it('enlarges the main picture in a dialog', async () => {
    stubArticle(becher);
    renderRoute(pagePath);

    const enlarge = await screen.findByRole('button', {
      name: "Agrandir l'image de Bécher forme basse 250 ml",
    });
    // The dialog's code is loaded at the first click (docs/performance.md#the-pictures-zoom).
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const time of ['first', 'again']) {
      await userEvent.click(enlarge);
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByRole('img', { name: 'Bécher forme basse 250 ml' }),
        time,
      ).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Back where the visitor was.
      expect(enlarge, time).toHaveFocus();
    }
  });

  it('loads the video from its site only after the play button is clicked', async () => {
    stubArticle(becher);
    renderRoute(pagePath);

    const section = await screen.findByRole('region', { name: 'Vidéo' });
    expect(section.querySelector('iframe')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: /^Lire la vidéo/ }));
    expect(within(section).getByTitle('Vidéo : Bécher forme basse 250 ml')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0',
    );
  });

  it('embeds no video for a link of a site it does not know, the info table still links it', async () => {
    stubArticle({ ...becher, youtubeLink: 'https://example.org/film' });
    renderRoute(pagePath);

    expect(await screen.findByRole('link', { name: /^Voir la vidéo/ })).toHaveAttribute(
      'href',
      'https://example.org/film',
    );
    expect(screen.queryByRole('region', { name: 'Vidéo' })).toBeNull();
  });

  it('shows the admin block to an administrator only', async () => {
    stubArticle(becher);
    const blockTitle = "Modification de l'article (admin)";
    const visitor = renderRoute(pagePath);
    await screen.findByRole('heading', { level: 1 });
    // Once the session is known as none, nothing more is coming.
    await waitFor(() =>
      expect(visitor.queryClient.getQueryState(['current-user'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: blockTitle })).toBeNull();
    visitor.unmount();

    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER'] }));
    const customer = renderRoute(pagePath);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(customer.queryClient.getQueryData(['current-user'])).toMatchObject({
        user: { roles: ['ROLE_USER'] },
      }),
    );
    expect(screen.queryByRole('region', { name: blockTitle })).toBeNull();
    customer.unmount();

    await storeSession(makeJwt(), makeSelfUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
    renderRoute(pagePath);
    const block = await screen.findByRole('region', { name: blockTitle });
    expect(within(block).getByRole('switch', { name: 'Produit à la Une' })).toBeInTheDocument();
  });

  it('says "Article introuvable" for an unknown slug', async () => {
    stubArticle(null);
    renderRoute('/verrerie/verrerie-de-laboratoire/bechers/inconnu');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article introuvable' }),
    ).toBeVisible();
    expect(document.title).toMatch(/^Article introuvable – /);
    // The same explanation as the catalogue's other not-found pages.
    expect(
      screen.getByText("Cette page du catalogue n'existe pas ou a été déplacée."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
  });
});
