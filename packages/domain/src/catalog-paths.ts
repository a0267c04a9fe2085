import { slugify } from './slug';

// Label-based routes (docs/product/catalogue.md#label-routes). Each segment is the slug of
// a label, so the server's category slugs must be slugify(label) for these paths and the
// flat category list to agree.

/** The home page's address (docs/product/catalogue.md#route-table); `/` leads there. */
export const HOME_PATH = '/home';

/**
 * A catalogue page's address from the `slug` fields of its levels, top first, as the
 * category list carries them (docs/product/catalogue.md#label-routes): they differ from
 * slugify(label) when the import had to suffix a slug.
 */
export function treePath(...slugs: readonly string[]): string {
  return slugs.map((slug) => `/${encodeURIComponent(slug)}`).join('');
}

export function categoryPath(categoryLabel: string): string {
  return `/${slugify(categoryLabel)}`;
}

export function subCategoryPath(categoryLabel: string, subCategoryLabel: string): string {
  return `${categoryPath(categoryLabel)}/${slugify(subCategoryLabel)}`;
}

export function underSubCategoryPath(
  categoryLabel: string,
  subCategoryLabel: string,
  underSubCategoryLabel: string,
): string {
  return `${subCategoryPath(categoryLabel, subCategoryLabel)}/${slugify(underSubCategoryLabel)}`;
}

/** docs/product/catalogue.md#article-urls: built from cat_label, sc_label, usc_label, slug. */
export function articlePath(article: {
  cat_label: string;
  sc_label: string;
  usc_label: string;
  slug: string;
}): string {
  return `${underSubCategoryPath(article.cat_label, article.sc_label, article.usc_label)}/${article.slug}`;
}
