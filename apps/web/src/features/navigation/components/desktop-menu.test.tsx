import { MENU_HINT } from '@labo/domain/messages';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryKeys } from '#shared/categories/category-keys.ts';
import { renderInApp, testQueryClient } from '#testing/render-in-app.tsx';
import { testCatalog } from '#testing/test-catalog.ts';
import { DesktopMenu } from './desktop-menu';

function renderMenu() {
  const queryClient = testQueryClient();
  // The list the app keeps in memory: the menu makes no call.
  queryClient.setQueryData(categoryKeys.flat(), testCatalog);
  const { router } = renderInApp(
    [
      {
        path: '*',
        element: (
          <>
            <DesktopMenu />
            <button type="button">Ailleurs</button>
          </>
        ),
      },
    ],
    { path: '/home', queryClient },
  );
  return { router };
}

const menu = () => screen.getByRole('navigation', { name: 'Catégories du catalogue' });

// A panel's code loads when the first one opens (desktop-menu.tsx): opened once here, so that
// the tests below time the menu, not the loading.
beforeAll(async () => {
  renderMenu();
  fireEvent.click(toggle('Verrerie'));
  await screen.findByRole('group', { name: 'Verrerie' });
  cleanup();
});
const tab = (label: string) => within(menu()).getByRole('link', { name: label });
const toggle = (label: string) =>
  within(menu()).getByRole('button', { name: `Sous-catégories de ${label}` });
const panel = (label: string) => screen.queryByRole('group', { name: label });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// fireEvent rather than user-event under fake timers: user-event's async wrapper waits on
// a real setTimeout that only Jest's fake timers know how to advance.
const mouse = { pointerType: 'mouse' };
// A pointer coming from outside enters the element and each of its ancestors (outermost
// first), and going back out leaves them all (innermost first). pointerenter and
// pointerleave do not bubble: each element gets its own event, as a browser sends them.
const ancestors = (element: HTMLElement) => {
  const chain: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; ) {
    chain.push(node);
    node = node.parentElement;
  }
  return chain;
};
const hover = (element: HTMLElement) => {
  for (const node of ancestors(element).reverse()) fireEvent.pointerEnter(node, mouse);
};
const leave = (element: HTMLElement) => {
  for (const node of ancestors(element)) {
    fireEvent.pointerLeave(node, { ...mouse, relatedTarget: document.body });
  }
};

describe('desktop menu timings (docs/product/catalogue.md#menu-timing)', () => {
  beforeEach(() => {
    // Only what the menu uses: faking setImmediate too would stall React's scheduler.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a panel 250 ms after the mouse rests on a tab when none is open', async () => {
    renderMenu();

    hover(tab('Verrerie'));
    advance(249);
    expect(panel('Verrerie')).not.toBeInTheDocument();
    expect(toggle('Verrerie')).toHaveAttribute('aria-expanded', 'false');

    advance(1);
    expect(toggle('Verrerie')).toHaveAttribute('aria-expanded', 'true');
    const opened = panel('Verrerie');
    expect(opened).toBeInTheDocument();
    // Sub-categories on the left, the hint on the right until one is hovered.
    expect(
      within(opened as HTMLElement).getByRole('link', { name: 'Verrerie graduée' }),
    ).toBeVisible();
    expect(within(opened as HTMLElement).getByText(MENU_HINT)).toBeVisible();
  });

  it('opens nothing when the mouse only crosses a tab', async () => {
    renderMenu();

    hover(tab('Appareillage'));
    advance(100);
    leave(tab('Appareillage'));
    advance(500);

    expect(panel('Appareillage')).not.toBeInTheDocument();
  });

  it('switches at once to another tab while a panel is open', async () => {
    renderMenu();
    hover(tab('Verrerie'));
    advance(250);

    hover(tab('Appareillage'));

    expect(panel('Appareillage')).toBeInTheDocument();
    expect(panel('Verrerie')).not.toBeInTheDocument();
  });

  it('shows the under-sub-categories of the hovered sub-category on the right', async () => {
    renderMenu();
    hover(tab('Verrerie'));
    advance(250);

    hover(screen.getByRole('link', { name: 'Verrerie de laboratoire' }));

    const opened = panel('Verrerie') as HTMLElement;
    expect(within(opened).getByRole('link', { name: 'Béchers' })).toHaveAttribute(
      'href',
      '/verrerie/verrerie-de-laboratoire/bechers',
    );
    expect(within(opened).queryByText(MENU_HINT)).not.toBeInTheDocument();
  });

  it('closes when the mouse leaves the menu or a click lands elsewhere', async () => {
    renderMenu();
    hover(tab('Verrerie'));
    advance(250);

    leave(tab('Verrerie'));
    expect(panel('Verrerie')).not.toBeInTheDocument();

    hover(tab('Verrerie'));
    advance(250);
    expect(panel('Verrerie')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(panel('Verrerie')).not.toBeInTheDocument();
  });

  it('ignores hover for 1 s after a click on a category', async () => {
    const { router } = renderMenu();
    hover(tab('Verrerie'));
    advance(250);

    fireEvent.click(tab('Verrerie'));
    expect(router.state.location.pathname).toBe('/verrerie');
    expect(panel('Verrerie')).not.toBeInTheDocument();

    // Still suppressed: resting on a tab opens nothing.
    hover(tab('Appareillage'));
    advance(700);
    expect(panel('Appareillage')).not.toBeInTheDocument();

    // Past 1 s, hover works again.
    advance(300);
    leave(tab('Appareillage'));
    hover(tab('Appareillage'));
    advance(250);
    expect(panel('Appareillage')).toBeInTheDocument();
  });
});

describe('desktop menu with the keyboard', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({}, { status: 500 })),
    );
  });
  it('toggles a panel with Enter and closes it with Escape, focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderMenu();
    toggle('Appareillage').focus();

    await user.keyboard('{Enter}');
    expect(toggle('Appareillage')).toHaveAttribute('aria-expanded', 'true');
    expect(panel('Appareillage')).toBeInTheDocument();

    // Tab goes into the panel, Escape closes it and returns to the toggle.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Agitateurs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel('Appareillage')).not.toBeInTheDocument();
    expect(toggle('Appareillage')).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle('Appareillage')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle('Appareillage')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through tabs and panel with the arrow keys', async () => {
    const user = userEvent.setup();
    renderMenu();
    tab('Appareillage').focus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Verrerie')).toHaveFocus();

    // ArrowDown opens the panel on its first sub-category, which shows its own list.
    await user.keyboard('{ArrowDown}');
    const opened = panel('Verrerie') as HTMLElement;
    expect(within(opened).getByRole('link', { name: 'Verrerie de laboratoire' })).toHaveFocus();
    expect(within(opened).getByRole('link', { name: 'Béchers' })).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(within(opened).getByRole('link', { name: 'Verrerie graduée' })).toHaveFocus();
    expect(within(opened).getByRole('link', { name: 'Éprouvettes' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(within(opened).getByRole('link', { name: 'Éprouvettes' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(opened).getByRole('link', { name: 'Verrerie graduée' })).toHaveFocus();
  });

  it('closes the panel when focus moves on past it', async () => {
    const user = userEvent.setup();
    renderMenu();
    toggle('Appareillage').focus();
    await user.keyboard('{Enter}');

    act(() => tab('Verrerie').focus());

    expect(panel('Appareillage')).not.toBeInTheDocument();
  });
});
