import {
  type Rect,
  useVirtualizer,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { CSSProperties } from 'react';
import { useEffect, useRef } from 'react';
import { LIST_OVERSCAN } from '#config/ui.ts';

/**
 * The virtualiser reads the scroll area's size from the DOM. Our area has a fixed height,
 * so report that height instead: the first paint shows its rows at once, and so does
 * jsdom, which has no layout at all. The width is only read by horizontal lists: reading
 * it anyway forced a layout of the whole page during the first render
 * (docs/performance.md#the-virtualisers-width-read).
 */
function fixedViewport(height: number) {
  return (_instance: Virtualizer<HTMLDivElement, Element>, onChange: (rect: Rect) => void) => {
    onChange({ width: 0, height });
    return () => {};
  };
}

/**
 * A virtualised list of rows of one height in a scroll area of a fixed height (article
 * and quote lists); `virtual` undefined renders every row, without a scroll area.
 */
export function useRowVirtualizer(
  count: number,
  virtual: { height: number; rowHeight: number } | undefined,
  scrollMargin: number,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewport = virtual?.height ?? 0;
  const rowHeight = virtual?.rowHeight ?? 0;
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    // A plain list has no scroll element to give: the virtualiser would scroll it on mount,
    // forcing a layout of the whole page in the middle of the first render.
    getScrollElement: () => (virtual ? scrollRef.current : null),
    estimateSize: () => rowHeight,
    overscan: LIST_OVERSCAN,
    scrollMargin,
    initialRect: { width: 0, height: viewport + scrollMargin },
    observeElementRect: fixedViewport(viewport + scrollMargin),
  });
  // Rows change height at the 768 px breakpoint: drop the cached sizes.
  useEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);
  return { scrollRef, virtualizer };
}

/** Where a virtual row sits in its group: `offset` is what precedes the group (a header). */
export function virtualRowStyle(item: VirtualItem, offset = 0): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: item.size,
    transform: `translateY(${item.start - offset}px)`,
  };
}
