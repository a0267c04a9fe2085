import { useSyncExternalStore } from 'react';

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
 * (docs/decisions/027-server-rendering.md), and a narrower browser lays it out again.
 */
const SERVER_WINDOW_WIDTH = 1280;

function readWidth(): number {
  return typeof window === 'undefined' ? SERVER_WINDOW_WIDTH : window.innerWidth;
}
