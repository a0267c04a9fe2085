/**
 * Gives the test window another width as a browser would: the new `innerWidth`, then a
 * resize event, after which the app reads the width again (use-window-width.ts).
 */
export function setWindowWidth(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}
