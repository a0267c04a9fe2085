import { slugify } from './slug';

// Label-based routes (docs/product/catalogue.md#label-routes). Each segment is the slug of
// a label, so the server's category slugs must be slugify(label) for these paths and the
// flat category list to agree.

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
