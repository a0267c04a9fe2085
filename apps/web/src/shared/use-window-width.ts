import { createContext, useContext, useSyncExternalStore } from 'react';
import { isHydrating } from '#shared/server-render/hydration.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
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
 * The window width, updated on resize. The layout rules (row heights, cards, banner sizes:
 * docs/product/catalogue.md#list-layout) go by window width, and the list and banner layout
 * functions take it.
 */
export function useWindowWidth(): number {
  const rendered = useContext(RenderedWidthContext);
  return useSyncExternalStore(subscribe, () =>
    typeof window === 'undefined' || isHydrating() ? rendered : window.innerWidth,
  );
}
