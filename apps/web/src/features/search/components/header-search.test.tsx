import type { Article } from '@labo/domain/catalog-schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '#shared/app-events.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { setWindowWidth } from '#testing/window-width.ts';
import { mergeSearchAnswer } from '../api/search-articles';
import { HeaderSearch } from './header-search';

const SEARCH = '/exposed/search/articles';

const becher = makeArticle({ label: 'Bécher forme basse 250 ml', crmId: 'DUR-100002' });
const becherHaut = makeArticle({ label: 'Bécher forme haute 400 ml', crmId: 'DUR-100010' });
const pipette = makeArticle({ label: 'Pipette graduée', crmId: 'DUR-200001' });

function answer(full: Article[], intersects: Article[] = []) {
  return { match_full_sequence: full, match_intersects: intersects };
}

/** The results' Devis column is the header's to give (the add-to-quote field): a button here. */
const addButtons: ArticleActionColumns = {
  quote: {
    label: 'Devis',
    render: (article) => <button type="button">Ajouter {article.label}</button>,
  },
};

function renderSearch() {
  const { router } = renderInApp([
    {
      path: '/',
      element: (
        <>
          <HeaderSearch actionColumns={addButtons} />
          <p>Contenu de la page</p>
        </>
      ),
    },
    { path: '*', element: <p>Page de l'article</p> },
  ]);
  return { user: userEvent.setup(), router };
}

const field = () => screen.getByRole('searchbox', { name: 'Rechercher un article' });
const button = () => screen.getByRole('button', { name: 'RECHERCHER' });
const status = () => screen.getByRole('status');
const panel = () => screen.queryByRole('region', { name: 'Résultats de la recherche' });

beforeEach(() => {
  setWindowWidth(1280);
  window.scrollY = 0;
});
afterEach(() => {
  window.scrollY = 0;
});

describe('header search (docs/product/search.md#header-search-bar)', () => {
  it('invites a search by reference, designation or keyword', () => {
    stubApi({});
    renderSearch();
    expect(field()).toHaveAttribute(
      'placeholder',
      'Rechercher par référence, désignation ou mot-clé',
    );
    expect(screen.getByRole('search')).toContainElement(field());
    expect(status()).toHaveTextContent('');
  });

  it('disables RECHERCHER under 3 characters', async () => {
    stubApi({});
    const { user } = renderSearch();
    expect(button()).toBeDisabled();
    await user.type(field(), 'be');
    expect(button()).toBeDisabled();
    await user.clear(field());
    await user.type(field(), '  be  ');
    expect(button()).toBeDisabled();
    await user.clear(field());
    await user.type(field(), 'bec');
    expect(button()).toBeEnabled();
  });

  it('makes RECHERCHER busy while a search runs, keeping its focus (docs/product/look-and-feel.md#focus-never-lost)', async () => {
    const fetchMock = stubApi({ [SEARCH]: 'never' });
    const { user } = renderSearch();
    await user.type(field(), 'becher');
    await user.click(button());

    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'));
    expect(button()).toHaveFocus();
    expect(status()).toHaveTextContent('Recherche en cours…');
    // Neither a press nor Enter while searching starts a second search.
    await user.click(button());
    await user.type(field(), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('searches on Enter and says how many articles were found', async () => {
    const fetchMock = stubApi({ [SEARCH]: answer([becher, becherHaut], [becherHaut, pipette]) });
    const { user } = renderSearch();
    await user.type(field(), '  becher{Enter}');

    await waitFor(() =>
      expect(status()).toHaveTextContent('3 résultats ont été trouvés pour votre recherche'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SEARCH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ query: 'becher' });
    expect(panel()).toBeVisible();
    // The shop's article list, with the column the header gives it.
    expect(await screen.findByText(pipette.label)).toBeVisible();
    expect(screen.getAllByText(becherHaut.label)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /ajouter/i }).length).toBeGreaterThanOrEqual(3);
  });

  it('says when nothing was found', async () => {
    stubApi({ [SEARCH]: answer([], []) });
    const { user } = renderSearch();
    await user.type(field(), 'introuvable');
    await user.click(button());

    await waitFor(() =>
      expect(status()).toHaveTextContent("Aucun article n'a été trouvé pour votre recherche"),
    );
    expect(panel()).toBeVisible();
  });

  it('shows the no-results line when the search fails', async () => {
    stubApi({ [SEARCH]: { status: 500, body: { error: 'internal', message: 'Erreur' } } });
    const { user } = renderSearch();
    await user.type(field(), 'becher{Enter}');

    await waitFor(() =>
      expect(status()).toHaveTextContent("Aucun article n'a été trouvé pour votre recherche"),
    );
    expect(button()).toBeEnabled();
  });

  it('clears the results when the text goes below 3 characters', async () => {
    stubApi({ [SEARCH]: answer([becher]) });
    const { user } = renderSearch();
    await user.type(field(), 'bec{Enter}');
    await waitFor(() =>
      expect(status()).toHaveTextContent('1 résultat a été trouvé pour votre recherche'),
    );

    await user.type(field(), '{Backspace}');
    expect(status()).toHaveTextContent('');
    expect(panel()).not.toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('drops an answer that comes after the text went below 3 characters', async () => {
    let respond: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            respond = resolve;
          }),
      ),
    );
    const { user } = renderSearch();
    await user.type(field(), 'becher{Enter}');
    await user.clear(field());
    await act(async () => respond(Response.json(answer([becher]))));

    expect(status()).toHaveTextContent('');
    expect(panel()).not.toBeInTheDocument();
  });

  it('empties the field with the clear button', async () => {
    stubApi({ [SEARCH]: answer([becher]) });
    const { user } = renderSearch();
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
    await user.type(field(), 'becher{Enter}');
    await waitFor(() => expect(panel()).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(panel()).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('');
  });

  it('closes the results on Escape and on a click outside, and reopens them on click or ArrowDown', async () => {
    stubApi({ [SEARCH]: answer([becher]) });
    const { user } = renderSearch();
    await user.type(field(), 'becher{Enter}');
    await waitFor(() => expect(panel()).toBeInTheDocument());

    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('becher');

    await user.click(field());
    expect(panel()).toBeInTheDocument();
    await user.keyboard('{Escape}{ArrowDown}');
    expect(panel()).toBeInTheDocument();

    await user.click(screen.getByText('Contenu de la page'));
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes the results on Escape when the focus has left the bar', async () => {
    stubApi({ [SEARCH]: answer([becher]) });
    const { user } = renderSearch();
    await user.type(field(), 'becher{Enter}');
    await waitFor(() => expect(panel()).toBeInTheDocument());

    act(() => field().blur());
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('resets when the visitor goes to an article', async () => {
    stubApi({ [SEARCH]: answer([becher]) });
    const { user } = renderSearch();
    await user.type(field(), 'becher{Enter}');
    await waitFor(() => expect(panel()).toBeInTheDocument());

    act(() => emitAppEvent('article-navigation', { articleId: becher.id, path: '/x' }));
    expect(field()).toHaveValue('');
    expect(panel()).not.toBeInTheDocument();
  });

  it('becomes fixed at the top once the page is scrolled more than 150 px', () => {
    stubApi({});
    renderSearch();
    // The form sits in the page container, inside the bar that becomes fixed.
    const bar = screen.getByRole('search').parentElement?.parentElement;
    expect(bar).toBeTruthy();
    expect(bar).not.toHaveStyle({ position: 'fixed' });

    act(() => {
      window.scrollY = 150;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).not.toHaveStyle({ position: 'fixed' });

    act(() => {
      window.scrollY = 151;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveStyle({ position: 'fixed', top: '0px' });
  });
});

describe('mergeSearchAnswer', () => {
  it('puts full-sequence matches first and lists each article once', () => {
    const merged = mergeSearchAnswer(answer([pipette, becher], [becher, becherHaut, pipette]));
    expect(merged.map((article) => article.id)).toEqual([pipette.id, becher.id, becherHaut.id]);
  });
});
