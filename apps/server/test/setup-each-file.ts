import { afterAll, vi } from 'vitest';

// The test files of a worker share its modules (isolate: false in vitest.config.ts). A file
// that ends while a module loaded on demand (pdfkit, fontkit, sharp…) is still loading would
// make Vitest fail that load, and the later files of the worker with it: those loads end
// before the file does.
afterAll(() => vi.dynamicImportSettled());
