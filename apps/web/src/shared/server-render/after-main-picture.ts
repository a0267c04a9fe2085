/** The longest the app waits for the main picture: a stuck download does not hold it back. */
export const MAIN_PICTURE_WAIT_MS = 3000;
/** A tab in the background paints no frame: the app starts after this instead. */
const PAINT_WAIT_MS = 100;

/**
 * Settles once the page's main picture, the one the server asked for first
 * (`fetchpriority="high"`), is on the screen, or after the first paint on a page without
 * one. The app's scripts are fetched then (src/start.ts): before, they shared a slow line
 * with that picture, which came later for it
 * (docs/decisions/040-scripts-after-the-main-picture.md).
 */
export async function afterMainPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture) await Promise.race([readyToPaint(picture), delay(MAIN_PICTURE_WAIT_MS)]);
  await nextPaint();
}

/** Downloaded and decoded (or failed): the next frame paints it. */
async function readyToPaint(picture: HTMLImageElement): Promise<void> {
  if (!picture.complete) {
    await new Promise<void>((resolve) => {
      picture.addEventListener('load', () => resolve(), { once: true });
      picture.addEventListener('error', () => resolve(), { once: true });
    });
  }
  // A broken picture has nothing to decode: the app starts all the same.
  await picture.decode().catch(() => {});
}

/** After the browser's next frame is painted (a task after the frame's callbacks). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}

/**
 * Not `#shared/wait.ts`: the starter's chunk would hold it, and the app's chunks, which use it
 * too, would import it from there.
 */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
