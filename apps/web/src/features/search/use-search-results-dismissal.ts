import { type RefObject, useEffect } from 'react';

/**
 * Escape closes the results panel wherever the focus is (an add button disabled while it
 * adds leaves the focus on the page), and brings the focus back to the search field.
 * The click outside is the panel's ClickAwayListener.
 */
export function useSearchResultsDismissal(
  panelOpen: boolean,
  close: () => void,
  fieldRef: RefObject<HTMLInputElement | null>,
): void {
  useEffect(() => {
    if (!panelOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Chromium would also empty a search field on Escape: here it only closes the panel.
      event.preventDefault();
      close();
      fieldRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [panelOpen, close, fieldRef]);
}
