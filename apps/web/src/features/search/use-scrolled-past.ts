import { useSyncExternalStore } from 'react';

// The scroll position as last seen by a scroll event. Reading window.scrollY while the page
// is being rendered forces the browser to lay it out first: done on every render of the
// header, it weighed on the home page's start-up (Lighthouse's total blocking time,
// docs/performance.md#scroll-position-read-while-rendering).
let scrollY = 0;
const listeners = new Set<() => void>();
let firstRead = 0;

function readScroll() {
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', readScroll, { passive: true });
    // A page restored mid-scroll: read once, when the frame is laid out anyway.
    firstRead = window.requestAnimationFrame(readScroll);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', readScroll);
    window.cancelAnimationFrame(firstRead);
  };
}

/** Whether the page is scrolled more than `px` pixels; re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > px,
    () => false,
  );
}
