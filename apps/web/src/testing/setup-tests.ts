import 'fake-indexeddb/auto';
// jsdom has no IndexedDB; the header's cart badge reads the device database on every route.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no layout: ScrollRestoration's scrollTo would only print "not implemented".
window.scrollTo = () => {};

// jsdom has no layout, hence no ResizeObserver: sizes never change there.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
