/** The query keys of the category tree (docs/product/catalogue.md#category-tree), under one root. */
export const categoryKeys = {
  all: ['categories'] as const,
  flat: () => [...categoryKeys.all, 'flat'] as const,
};
