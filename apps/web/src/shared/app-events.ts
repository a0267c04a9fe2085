/**
 * Every event the app sends on `window`, by name, with what it carries. One part of the app
 * tells another without importing it that something happened: an article list's row tells
 * the header search (which resets itself: docs/product/search.md#header-search-bar), or
 * asks who handles its context menu. State is not sent here: a change of the cart or of the
 * session reaches the screens through the query cache
 * (docs/decisions/023-client-state-in-the-query-cache.md). A new event is declared here
 * first, so its name and payload have one definition.
 */
type AppEvents = {
  /**
   * Someone asked for an article's context menu in a list (right-click, or the menu key on
   * the row): a listener that handles it claims it, and the browser's own menu then stays
   * closed (docs/product/catalogue.md#row-click-and-right-click).
   */
  'article-context-menu': { articleId: number; label: string };
  /** An article of a list was opened. */
  'article-navigation': { articleId: number; path: string };
};

export type AppEventName = keyof AppEvents;

/** The payload argument, left out for an event that carries none. */
type DetailArgs<Name extends AppEventName> = AppEvents[Name] extends undefined
  ? []
  : [detail: AppEvents[Name]];

/** Sends the event; true when a listener claimed it (see onAppEvent). */
export function emitAppEvent<Name extends AppEventName>(
  name: Name,
  ...[detail]: DetailArgs<Name>
): boolean {
  // Cancelable so that a listener's claim reaches the sender as dispatchEvent's false.
  return !window.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }));
}

/**
 * Calls `listener` with each event of that name; returns the unsubscribe function. A
 * listener returns true to claim the event: it tells the sender that it handled it.
 */
export function onAppEvent<Name extends AppEventName>(
  name: Name,
  listener: (detail: AppEvents[Name]) => unknown,
): () => void {
  const handle = (event: Event) => {
    // emitAppEvent is the only sender of these names, with the payload the map declares.
    if (event instanceof CustomEvent && listener(event.detail as AppEvents[Name]) === true) {
      event.preventDefault();
    }
  };
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}
