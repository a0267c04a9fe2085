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
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
