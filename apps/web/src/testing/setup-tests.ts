import 'fake-indexeddb/auto';
// The test DOM has no IndexedDB; the header's cart badge reads the device database on every route.
import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import { h, options, render } from 'preact';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { setWindowWidth } from '#testing/window-width.ts';

// The test files of a worker share its window and modules (isolate: false in
// vitest.config.ts), and this file runs again before each of them: each file starts as a
// new tab on a device that never ran the app, at happy-dom's default window size.
beforeAll(async () => {
  await localDb.delete({ disableAutoOpen: false });
  localStorage.clear();
  sessionStorage.clear();
  setWindowWidth(1024);
  window.innerHeight = 768;
  document.title = '';
  forgetEmotionRules();
});

/**
 * MUI's style rules are left in the document by each file for the next: two thousand after
 * half a worker's files, each matched against every element whose style a role query or a
 * visibility check reads. A new tab has none: the cache MUI inserts them with (no
 * CacheProvider here) removes its elements and inserts again what the file renders.
 */
function forgetEmotionRules() {
  let cache: EmotionCache | null = null;
  render(
    h(() => {
      cache = __unsafe_useEmotionCache();
      return null;
    }, null),
    document.createElement('div'),
  );
  const found = cache as EmotionCache | null;
  if (!found) return;
  found.sheet.flush();
  for (const id of Object.keys(found.inserted)) delete found.inserted[id];
}

// A whole page's journey takes a second or two in the test DOM, several on a busy 2-core
// machine: findBy and waitFor wait up to 5 s, not Testing Library's 1 s. One setting for
// every file (testTimeout in vitest.config.ts is the other).
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// The test DOM has no layout: ScrollRestoration's scrollTo would only print "not implemented".
window.scrollTo = () => {};
// Nor scrollIntoView: a test may spy on it (vi.spyOn) to see that a page scrolls.
Element.prototype.scrollIntoView ??= () => {};

// No layout, hence no ResizeObserver: sizes never change there.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Preact runs effects after the next frame: requestAnimationFrame, with a 100 ms timer in
// case no frame comes, which then calls cancelAnimationFrame. A timer still pending when a
// test file ends fired after jsdom was gone: "cancelAnimationFrame is not defined", an
// unhandled error that failed a full run. Here effects run on the next task instead, and
// each file lets that task pass before its environment is torn down.
options.requestAnimationFrame = (callback) => {
  setTimeout(callback);
};
// A file can also end while a module the app loads on demand (a lazy route or dialog) is still
// loading: Vitest then fails that load for good in the worker, and a later file importing the
// module got "Cannot load … after the environment was torn down". Those loads end first.
afterAll(async () => {
  await vi.dynamicImportSettled();
  await new Promise<void>((resolve) => setTimeout(resolve));
});
