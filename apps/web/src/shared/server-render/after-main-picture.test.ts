import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterMainPicture, MAIN_PICTURE_WAIT_MS } from './after-main-picture';

/** The page's main picture as the server sends it, not yet downloaded. */
function mainPicture(): HTMLImageElement {
  const picture = document.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  Object.defineProperty(picture, 'complete', { value: false, configurable: true });
  document.body.append(picture);
  return picture;
}

/** Whether `promise` has settled once pending work up to now has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(200);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('the app starts after the main picture (docs/decisions/040)', () => {
  it('waits for the picture to download, then starts', async () => {
    const picture = mainPicture();
    const started = afterMainPicture();
    expect(await settled(started)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(started)).toBe(true);
  });

  it('starts after a picture that failed, as after one that loaded', async () => {
    const picture = mainPicture();
    const started = afterMainPicture();
    picture.dispatchEvent(new Event('error'));
    expect(await settled(started)).toBe(true);
  });

  it('starts after three seconds when the picture never comes', async () => {
    mainPicture();
    const started = afterMainPicture();
    await vi.advanceTimersByTimeAsync(MAIN_PICTURE_WAIT_MS - 300);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(await settled(started)).toBe(true);
  });

  it('starts at once, after a paint, on a page without a main picture or with it there', async () => {
    expect(await settled(afterMainPicture())).toBe(true);
    const picture = mainPicture();
    Object.defineProperty(picture, 'complete', { value: true });
    expect(await settled(afterMainPicture())).toBe(true);
  });
});
