/**
 * True when the keyboard focus fell to the page: nothing, <body>, or an element that left
 * it with the action it started (docs/product/look-and-feel.md#focus-never-lost).
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
