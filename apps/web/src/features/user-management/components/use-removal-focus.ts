import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A removed line takes its button, which had the focus, with it: the focus goes to the line
 * that took its place, else to the one before, else (no line left) to `fallback`
 * (docs/product/look-and-feel.md#focus-never-lost). `focusLine` focuses a line by index.
 */
export function useRemovalFocus(
  count: number,
  focusLine: (index: number) => void,
): { fallback: RefObject<HTMLButtonElement | null>; removed: (index: number) => void } {
  const fallback = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    setTarget(null);
    if (target < 0) fallback.current?.focus();
    else focusLine(Math.min(target, count - 1));
  }, [target, count, focusLine]);
  return { fallback, removed: (index) => setTarget(count > 1 ? index : -1) };
}
