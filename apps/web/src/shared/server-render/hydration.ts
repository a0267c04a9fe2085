/**
 * Whether the browser is taking over the page the server rendered. Meanwhile what depends
 * on the window (its width) must render as on the server, or the page taken over would not
 * match its HTML (docs/decisions/027-server-rendering.md).
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Runs the take-over (or the first render), then lets the window's readers catch up and
 * marks the document `data-app-ready`: from then on the page answers clicks and keys, which
 * is what the Chromium journeys wait for after loading a page.
 */
export function renderFirstPage(render: () => void, { hydrate }: { hydrate: boolean }) {
  hydrating = hydrate;
  render();
  hydrating = false;
  // The width readers listen to resizes (use-window-width.ts).
  if (hydrate) window.dispatchEvent(new Event('resize'));
  document.documentElement.dataset.appReady = '';
}
