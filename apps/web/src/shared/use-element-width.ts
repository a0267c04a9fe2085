import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element given `ref`, followed as it changes; 0 until measured (and in a
 * test DOM, which has no layout). For the parts of a page that lay themselves out by the
 * room their panel gives them rather than by the window's width (the admin pages, beside
 * their side menu: docs/product/look-and-feel.md#widths).
 */
export function useElementWidth<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
