import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a page may take to show its title after a navigation. */
const HEADING_WAIT_MS = 10_000;

/** A field being typed in keeps its focus: the person moved on before the page came. */
function isTyping(element: Element | null): boolean {
  return element instanceof HTMLElement && element.matches('input, textarea, select');
}

/**
 * After each navigation (never on the first page load, nor on a redirect that is part of it,
 * like / to /home), moves the keyboard focus to the
 * new page's main heading, which screen readers then read out: focus is never left on a
 * link of the page that went, nor on <body> (docs/product/look-and-feel.md#focus-never-lost).
 * Pages whose heading comes with their data get it once it shows.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  // Until the person goes somewhere, redirects (which replace the address) still belong to
  // the first load: opening / shows /home as opening /home does.
  const firstLoad = useRef(true);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (firstLoad.current && navigationType === 'REPLACE') return;
    firstLoad.current = false;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!isTyping(document.activeElement)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId, navigationType]);
}
