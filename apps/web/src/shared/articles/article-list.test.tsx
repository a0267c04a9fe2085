import type { Article } from '@labo/domain/catalog-schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#testing/render-in-app.tsx';
import { makeArticle, onSale } from '#testing/test-articles.ts';
import { setWindowWidth } from '#testing/window-width.ts';
import { onAppEvent } from '../app-events';
import type { ArticleActionColumns } from './article-columns';
import { ArticleList, type ArticleListProps } from './article-list';

/** A Devis column as a page would give it: here a plain amount field. */
const amountColumns: ArticleActionColumns = {
  quote: {
    label: 'Devis',
    render: (article) => (
      <input type="number" defaultValue={1} aria-label={`Quantité pour ${article.label}`} />
    ),
  },
};

function renderList(props: Omit<ArticleListProps, 'actionColumns'>) {
  const { router } = renderInApp([
    { path: '/', element: <ArticleList {...props} actionColumns={amountColumns} /> },
    { path: '*', element: <p>Page de l'article</p> },
  ]);
  return router;
}

/** An IntersectionObserver the test drives: the returned function says the foot is in view. */
function stubIntersectionObserver(): () => void {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => report?.([{ isIntersecting: true }]);
}

/** The article names of the table, top to bottom. */
function rowLabels(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

beforeEach(() => setWindowWidth(1280));

const agitateur = makeArticle({
  label: 'Agitateur magnétique',
  brandName: 'IKA',
  basePrice: '450.00',
  crmId: 'IKA-1',
});
const becher = makeArticle({
  label: 'Bécher 250 ml',
  brandName: 'Duran',
  basePrice: '4.20',
  crmId: 'DUR-2',
});
const ballon = makeArticle({
  label: 'Ballon à fond rond',
  brandName: 'Duran',
  basePrice: '18.00',
  featured: '1',
  crmId: 'DUR-3',
});
const zeta = makeArticle({
  label: 'Zêta-mètre',
  brandName: 'Anton Paar',
  basePrice: '9000.00',
  featured: '1',
  crmId: 'ANT-4',
});
const catalogue: Article[] = [becher, zeta, agitateur, ballon];
/** `catalogue` sorted by "Prix HT" ascending, featured articles first. */
const featuredThenByPrice = [
  'Ballon à fond rond',
  'Zêta-mètre',
  'Bécher 250 ml',
  'Agitateur magnétique',
];

describe('ArticleList', () => {
  it('shows the list columns, the Devis one as the page gives it, and no empty last column', () => {
    renderList({ articles: catalogue });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Image',
      'Nom/description',
      'Marque',
      'Ref',
      'Cond.',
      'Prix HT',
      'Devis',
    ]);
    const firstRow = screen.getAllByRole('row')[1];
    if (!firstRow) throw new Error('no row');
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'À la une',
      expect.stringContaining('Ballon à fond rond'),
      'Duran',
      'DUR-3',
      'Unité',
      '18,00\u00a0€',
      expect.any(String),
    ]);
    const quoteCell = within(firstRow).getAllByRole('cell')[6] as HTMLElement;
    expect(
      within(quoteCell).getByRole('spinbutton', { name: 'Quantité pour Ballon à fond rond' }),
    ).toHaveValue(1);
  });

  it('puts featured articles first, each group sorted by name, then by the chosen key', async () => {
    renderList({ articles: catalogue });
    expect(rowLabels()).toEqual([
      'Ballon à fond rond',
      'Zêta-mètre',
      'Agitateur magnétique',
      'Bécher 250 ml',
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Prix HT');
    expect(rowLabels()).toEqual(featuredThenByPrice);

    await userEvent.click(screen.getByRole('button', { name: /Ordre croissant/ }));
    expect(rowLabels()).toEqual([
      'Zêta-mètre',
      'Ballon à fond rond',
      'Agitateur magnétique',
      'Bécher 250 ml',
    ]);
    expect(screen.getByRole('button', { name: /Ordre décroissant/ })).toBeVisible();
  });

  it('shows a list that comes in the default order as it comes, until another order is chosen', async () => {
    // Not the default order, so that the test sees the list trust the order it is given.
    const given = [becher, agitateur, zeta, ballon];
    renderList({ articles: given, inDefaultOrder: true });
    expect(rowLabels()).toEqual(given.map((article) => article.label));

    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Prix HT');
    expect(rowLabels()).toEqual(featuredThenByPrice);
  });

  it('says so when there is nothing to show', () => {
    renderList({ articles: [] });
    expect(screen.getByText('Aucun article à afficher')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the text it is given for an empty list', () => {
    renderList({ articles: [], emptyText: 'Rien ici' });
    expect(screen.getByText('Rien ici')).toBeVisible();
  });

  it('opens the article page on a row click and emits the navigation event', async () => {
    const onNavigation = vi.fn();
    const unsubscribe = onAppEvent('article-navigation', onNavigation);
    const router = renderList({ articles: [becher] });

    await userEvent.click(screen.getByText('Duran'));

    const path = `/verrerie/verrerie-de-laboratoire/bechers/${becher.slug}`;
    expect(router.state.location.pathname).toBe(path);
    expect(onNavigation).toHaveBeenCalledTimes(1);
    expect(onNavigation).toHaveBeenCalledWith({ articleId: becher.id, path });
    unsubscribe();
  });

  it('signals a right-click, and holds the browser menu back only when a listener claims it', () => {
    renderList({ articles: [becher] });
    const name = screen.getByRole('link', { name: becher.label });
    // Nobody listens (a visitor): the browser's menu opens.
    expect(fireEvent.contextMenu(name)).toBe(true);

    const onContextMenu = vi.fn(() => true);
    const unsubscribe = onAppEvent('article-context-menu', onContextMenu);
    expect(fireEvent.contextMenu(screen.getByText('Duran'))).toBe(false);
    expect(onContextMenu).toHaveBeenCalledWith({ articleId: becher.id, label: becher.label });
    // A field of the row keeps the browser's menu, with its paste.
    expect(fireEvent.contextMenu(screen.getByRole('spinbutton'))).toBe(true);
    expect(onContextMenu).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not open the article when a control of the row is used', async () => {
    const router = renderList({ articles: [becher] });
    await userEvent.click(screen.getByRole('spinbutton'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the discount badge and one pennant, featured winning over the sale', () => {
    renderList({
      articles: [
        makeArticle({ label: 'En promotion', ...onSale(15) }),
        makeArticle({ label: 'À la une et en promotion', featured: '1', ...onSale(20) }),
      ],
    });
    const [featured, discounted] = screen.getAllByRole('row').slice(1);
    if (!featured || !discounted) throw new Error('rows missing');
    expect(within(featured).getByText('À la une')).toBeVisible();
    expect(within(featured).queryByText('Promo')).not.toBeInTheDocument();
    expect(within(featured).getByText('-20 %')).toBeVisible();
    expect(within(discounted).getByText('Promo')).toBeVisible();
    expect(within(discounted).getByText('-15 %')).toBeVisible();
    // Under the price it explains, not in a column of its own.
    expect(within(discounted).getByText('-15 %').closest('[role="cell"]')).toHaveTextContent(
      /8,50/,
    );
    // Struck base price, then the sale price: 10,00 € less 15 %.
    expect(within(discounted).getByText(/10,00/).closest('s')).not.toBeNull();
    expect(within(discounted).getByText(/8,50/)).toBeVisible();
  });

  it('shows cards instead of a table at 768 px or narrower', () => {
    setWindowWidth(768);
    renderList({ articles: catalogue });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      'Ballon à fond rond',
    );
  });

  it('renders only the rows in view in virtualised mode, once the virtualiser has loaded', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      makeArticle({ label: `Article ${String(index).padStart(2, '0')}` }),
    );
    renderList({ articles: many, virtualized: true });
    // 500 px of 100 px rows, plus the overscan of 10.
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeLessThan(21));
    expect(screen.getAllByRole('row').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '61');
  });

  it('renders every row of a short list in its scroll area, without the virtualiser', () => {
    const few = Array.from({ length: 30 }, (_, index) =>
      makeArticle({ label: `Article ${String(index).padStart(2, '0')}` }),
    );
    renderList({ articles: few, virtualized: true });
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(30);
  });

  it('never scrolls a plain list while rendering it (a forced layout of the whole page)', () => {
    // jsdom has no layout, so no Element.scrollTo: count the calls a browser would run.
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      value: scrollTo,
      configurable: true,
    });
    try {
      renderList({ articles: catalogue });
      setWindowWidth(768);
      renderList({ articles: catalogue });
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    }
  });

  it('shows a long list in steps of 50, sorted as a whole, and starts again on a new order', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      makeArticle({ label: `Article ${String(index).padStart(3, '0')}` }),
    );
    const router = renderList({ articles: many });
    expect(rowLabels()).toHaveLength(50);
    expect(rowLabels()[0]).toBe('Article 000');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '121');
    expect(screen.getByText('50 articles affichés sur 120')).toBeVisible();

    const more = screen.getByRole('link', { name: 'Afficher les 50 articles suivants' });
    // Without scripts the link opens the list with 100 rows; with them it adds them in place.
    expect(more).toHaveAttribute('href', '?shown=100');
    // Ctrl+click is left to the browser (a new tab on the address).
    expect(fireEvent.click(more, { ctrlKey: true })).toBe(true);
    expect(rowLabels()).toHaveLength(50);
    await userEvent.click(more);
    expect(router.state.location.search).toBe('');
    expect(rowLabels()).toHaveLength(100);
    const last = screen.getByRole('link', { name: 'Afficher les 20 articles suivants' });
    expect(last).toHaveAttribute('href', '?shown=150');
    await userEvent.click(last);
    expect(rowLabels()).toHaveLength(120);
    expect(screen.queryByText(/articles affichés sur/)).not.toBeInTheDocument();

    // The whole list is sorted, not only the rows on screen.
    await userEvent.click(screen.getByRole('button', { name: /Ordre croissant/ }));
    expect(rowLabels()).toHaveLength(50);
    expect(rowLabels()[0]).toBe('Article 119');
  });

  it("starts with the rows its address's shown parameter asks for, in steps, up to 500", async () => {
    const many = Array.from({ length: 620 }, (_, index) => makeArticle({ label: `A ${index}` }));
    const router = renderList({ articles: many });
    for (const [search, rows] of [
      ['?shown=0', 50],
      ['?shown=abc', 50],
      ['?shown=149', 100],
      ['?shown=5000', 500],
    ] as const) {
      // A new page for each address: the parameter is read when the list is made.
      await act(() => router.navigate(`/elsewhere`));
      await act(() => router.navigate(`/${search}`));
      expect(rowLabels(), search).toHaveLength(rows);
    }
    // Past 500 rows the link's address stays at 500: only the scripts add more.
    expect(screen.getByRole('link', { name: 'Afficher les 50 articles suivants' })).toHaveAttribute(
      'href',
      '?shown=500',
    );
  });

  it('adds the next rows by itself when the foot of the list nears the window', async () => {
    const footNearsWindow = stubIntersectionObserver();
    const many = Array.from({ length: 80 }, (_, index) => makeArticle({ label: `A ${index}` }));
    renderList({ articles: many });
    expect(rowLabels()).toHaveLength(50);

    act(footNearsWindow);
    expect(rowLabels()).toHaveLength(80);
  });

  it('gives the focus to the first added article when the focused link goes with the last rows', async () => {
    const footNearsWindow = stubIntersectionObserver();
    const many = Array.from({ length: 130 }, (_, index) =>
      makeArticle({ label: `A ${String(index).padStart(3, '0')}` }),
    );
    renderList({ articles: many });
    screen.getByRole('link', { name: 'Afficher les 50 articles suivants' }).focus();
    // A step that leaves the link in place leaves the focus on it.
    act(footNearsWindow);
    expect(rowLabels()).toHaveLength(100);
    expect(screen.getByRole('link', { name: 'Afficher les 30 articles suivants' })).toHaveFocus();

    act(footNearsWindow);
    expect(rowLabels()).toHaveLength(130);
    expect(screen.getByRole('link', { name: 'A 100' })).toHaveFocus();
  });
});
