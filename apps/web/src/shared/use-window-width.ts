import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window width, updated on resize. SPEC §2 states its layout rules (row heights,
 * cards, banner sizes) by window width, and the list and banner layout functions take it.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
