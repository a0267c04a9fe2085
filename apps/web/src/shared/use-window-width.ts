import { useSyncExternalStore } from 'react';
import { isHydrating } from '#shared/server-render/hydration.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window width, updated on resize. The layout rules (row heights, cards, banner sizes:
 * docs/product/catalogue.md#list-layout) go by window width, and the list and banner layout
 * functions take it.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, readWidth);
}

/**
 * The server renderer knows no window: it lays the page out for a desktop window
 * (docs/decisions/027-server-rendering.md); the browser takes the page over at that width,
 * then lays it out again for its own.
 */
const SERVER_WINDOW_WIDTH = 1280;

function readWidth(): number {
  return typeof window === 'undefined' || isHydrating() ? SERVER_WINDOW_WIDTH : window.innerWidth;
}
