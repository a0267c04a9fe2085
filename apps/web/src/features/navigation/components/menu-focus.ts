/** Moves focus to the previous or next element matching `selector` inside `root`, wrapping. */
export function focusSibling(
  root: ParentNode,
  selector: string,
  current: Element,
  step: 1 | -1,
): void {
  const items = [...root.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  const index = items.indexOf(current as HTMLElement);
  const next = items[(index + step + items.length) % items.length];
  next?.focus();
}

/**
 * The category slug of the page shown, for the tab highlight: the first segment of a label
 * route, or the second of a /categories/... route (docs/product/catalogue.md#route-table).
 */
export function currentCategorySegment(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] === 'categories' ? segments[1] : segments[0];
  return first ? decodeURIComponent(first) : null;
}
