import { createContext, useContext, useSyncExternalStore } from 'react';
import { isHydrating, onTakenOver } from '#shared/server-render/hydration.ts';

/**
 * The window's width as last read. Reading `innerWidth` lays the page out when anything
 * changed since the last layout: read at each render of a reader, it cost a whole layout of
 * the page inside the task that took the page over, and could inside a route change
 * (docs/performance.md#the-window-width-read-once). Read when the app starts, the page just
 * painted, then again after each resize.
 */
let windowWidth: number | undefined;
if (typeof window !== 'undefined') {
  windowWidth = window.innerWidth;
  // Registered before any reader's: the readers find the new width.
  window.addEventListener('resize', () => {
    windowWidth = undefined;
  });
}

function currentWindowWidth(): number {
  windowWidth ??= window.innerWidth;
  return windowWidth;
}

/**
 * Resizes, and the end of the take-over, when the readers leave the server's width for the
 * window's.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  const stopListening = onTakenOver(onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    stopListening();
  };
}

/**
 * The kinds of window the server lays pages out for, it knows no window: phones, told by
 * their request (the server's `window-class.ts`), and every other one, laid out for a
 * desktop (docs/decisions/027-server-rendering.md). A phone's page then comes with its
 * phone layout, its list as cards, in the first paint.
 */
export type WindowClass = 'phone' | 'desktop';

const LAID_OUT_WIDTH: Record<WindowClass, number> = { phone: 375, desktop: 1280 };

export function laidOutWidth(windowClass: WindowClass): number {
  return LAID_OUT_WIDTH[windowClass];
}

/**
 * The width the page was rendered for on the server: the server's render gives it, and the
 * browser keeps it while it takes the page over, then reads its own window's.
 */
export const RenderedWidthContext = createContext(LAID_OUT_WIDTH.desktop);

/**
 * What the window width makes of a layout (cards or a table, a row height…), by the layout
 * rules (docs/product/catalogue.md#list-layout), updated on resize. The component renders
 * again only when `layoutOf` gives another answer: not at each pixel of a resize, nor when
 * the browser's window differs from the one the server laid the page out for but asks for
 * the same layout (a phone of 412 px against the server's 375), where a list of fifty rows
 * rendered them all again for nothing once the page was taken over. `layoutOf` must give
 * equal answers (`Object.is`) for equal layouts.
 */
export function useWindowLayout<T>(layoutOf: (windowWidth: number) => T): T {
  const rendered = useContext(RenderedWidthContext);
  return useSyncExternalStore(subscribe, () =>
    layoutOf(typeof window === 'undefined' || isHydrating() ? rendered : currentWindowWidth()),
  );
}
