/** The two article lists of the catalogue pages (docs/product/catalogue.md#article-list-pages). */
export type ArticleListSource = 'subCategory' | 'underSubCategory';

/**
 * The query keys of every article read, under one root: invalidating `articleKeys.all`
 * reaches the catalogue lists, the featured list and every article page, whichever way
 * the article was asked for (a price or a campaign changes them all at once).
 */
export const articleKeys = {
  all: ['articles'] as const,
  list: (source: ArticleListSource, id: number) =>
    [...articleKeys.all, 'list', source, id] as const,
  featured: () => [...articleKeys.all, 'featured'] as const,
  detail: (slug: string) => [...articleKeys.all, 'detail', 'slug', slug] as const,
  byId: (id: number) => [...articleKeys.all, 'detail', 'id', id] as const,
};
