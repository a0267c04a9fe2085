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
  // The bar's height as it is now, fixed or not, for the page's scroll padding.
  const [shownHeight, setShownHeight] = useState(0);

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
      if (height === undefined) return;
      setShownHeight(height);
      if (!fixedRef.current) setBarHeight(height);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  useScrollPadding(shownHeight);
  return { fixed, barRef, barHeight };
}

/** The focus ring's width outside a control and a little air (docs/product/look-and-feel.md#focus-indicator). */
const RING_ROOM_PX = 8;

/**
 * The fixed bar never covers the focused control (WCAG 2.4.11,
 * docs/product/look-and-feel.md#sticky-header-and-focus): the page's scroll padding is the
 * bar's height, measured, so that the browser scrolls a control reached with Tab below it.
 * The phone's bar is lower than the desktop's; the measure follows it.
 */
function useScrollPadding(barHeight: number): void {
  useEffect(() => {
    if (barHeight === 0) return;
    const root = document.documentElement;
    root.style.scrollPaddingTop = `${Math.ceil(barHeight) + RING_ROOM_PX}px`;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, [barHeight]);
}
