import 'fake-indexeddb/auto';
// jsdom has no IndexedDB; the header's cart badge reads the device database on every route.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no layout: ScrollRestoration's scrollTo would only print "not implemented".
window.scrollTo = () => {};
// Nor scrollIntoView: a test may spy on it (vi.spyOn) to see that a page scrolls.
Element.prototype.scrollIntoView ??= () => {};

// jsdom has no layout, hence no ResizeObserver: sizes never change there.
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
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve)));
