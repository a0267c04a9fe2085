import { useEffect, useRef, useState } from 'react';
import { STICKY_SEARCH_SCROLL_PX } from '#config/ui.ts';
import { useScrolledPast } from './use-scrolled-past';

/**
 * The search bar becomes fixed at the top (docs/product/search.md#sticky-search-bar) once
 * the page is scrolled more than 150 px. `barHeight` is its height in the flow, for a
 * placeholder that keeps the page from jumping when it leaves the flow.
 */
export function useStickySearchBar() {
  const fixed = useScrolledPast(STICKY_SEARCH_SCROLL_PX);
  const barRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(0);

  // Measured while in the flow, so the placeholder matches once the bar is fixed. The
  // observer reports sizes after the browser's own layout: reading offsetHeight after each
  // render forced a layout of the whole page every time (Lighthouse's total blocking time,
  // docs/performance.md#what-was-fixed-and-what-remains).
  const fixedRef = useRef(fixed);
  fixedRef.current = fixed;
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined && !fixedRef.current) setBarHeight(height);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  return { fixed, barRef, barHeight };
}
