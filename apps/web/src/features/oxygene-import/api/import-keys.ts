/** The query keys of the Oxygène import (docs/product/import.md#import-history), under one root. */
export const importKeys = {
  all: ['oxygene-imports'] as const,
  runs: () => [...importKeys.all, 'runs'] as const,
};
