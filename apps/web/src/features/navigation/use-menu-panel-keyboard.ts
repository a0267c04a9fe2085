import { type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';
import { focusSibling } from './components/menu-focus';

/** The links of the panel's two columns, as desktop-menu-panel.tsx marks them. */
const LEFT_LINKS = '[data-menu-column="left"] a';
const RIGHT_LINKS = '[data-menu-column="right"] a';

type MenuPanelKeyboard = {
  panelRef: RefObject<HTMLDivElement | null>;
  /** Opened from the keyboard (ArrowDown): focus goes to the first sub-category. */
  autoFocusFirst: boolean;
  onFocused: () => void;
  onEscape: () => void;
};

/**
 * The drop-down panel from the keyboard (docs/product/catalogue.md#desktop-menu, the WAI
 * disclosure pattern): opened with ArrowDown it takes the focus; ArrowUp and ArrowDown move
 * within a column, ArrowRight and ArrowLeft between the sub-categories and the active one's
 * children, Escape closes it. Returns the panel's keydown handler.
 */
export function useMenuPanelKeyboard({
  panelRef,
  autoFocusFirst,
  onFocused,
  onEscape,
}: MenuPanelKeyboard) {
  // A layout effect: the focus moves in the same frame as the panel appears, not one later.
  useLayoutEffect(() => {
    if (!autoFocusFirst) return;
    panelRef.current?.querySelector<HTMLElement>(LEFT_LINKS)?.focus();
    onFocused();
  }, [autoFocusFirst, onFocused, panelRef]);

  return (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const inLeft = target.matches(LEFT_LINKS);
    const inRight = target.matches(RIGHT_LINKS);
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && (inLeft || inRight)) {
      event.preventDefault();
      const selector = inLeft ? LEFT_LINKS : RIGHT_LINKS;
      focusSibling(panel, selector, target, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'ArrowRight' && inLeft) {
      event.preventDefault();
      panel.querySelector<HTMLElement>(RIGHT_LINKS)?.focus();
    } else if (event.key === 'ArrowLeft' && inRight) {
      event.preventDefault();
      panel.querySelector<HTMLElement>(`${LEFT_LINKS}[data-active="true"]`)?.focus();
    }
  };
}
