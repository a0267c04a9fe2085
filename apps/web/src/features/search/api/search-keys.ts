/** The query keys of the header search (docs/product/search.md), under one root. */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => [...searchKeys.all, 'results', query] as const,
};
