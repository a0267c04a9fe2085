import type {
  FlatCategories,
  FlatCategory,
  FlatSubCategory,
  FlatUnderSubCategory,
} from '@labo/domain/catalog-schemas';
import { slugify } from '@labo/domain/slug';
import { paths } from '#config/paths.ts';

// Reading the flat category list of GET /exposed/categories/flat
// (docs/product/catalogue.md#category-tree) as a tree: the catalogue pages resolve their
// path in it, the menus list its branches.

type Labelled = { label: string; slug: string };

/**
 * The item a URL segment names. The stored `slug` is what our links use; slugify(label) is
 * accepted too because article URLs are built from labels (domain articlePath,
 * docs/product/catalogue.md#article-urls), and the two differ only when the import had to
 * suffix a slug (a reserved word or a duplicate): that article URL still finds its
 * category.
 */
function findBySegment<T extends Labelled>(items: readonly T[], segment: string): T | undefined {
  return (
    items.find((item) => item.slug === segment) ??
    items.find((item) => slugify(item.label) === segment)
  );
}

export function subCategoriesOf(flat: FlatCategories, categoryId: number): FlatSubCategory[] {
  return flat.subCategories.filter((subCategory) => subCategory.category_id === categoryId);
}

export function underSubCategoriesOf(
  flat: FlatCategories,
  subCategoryId: number,
): FlatUnderSubCategory[] {
  return flat.underSubCategories.filter(
    (underSubCategory) => underSubCategory.sub_category_id === subCategoryId,
  );
}

/** A place in the tree, from the top category down to the deepest level known. */
export type CatalogTrail = {
  category: FlatCategory;
  subCategory?: FlatSubCategory;
  underSubCategory?: FlatUnderSubCategory;
};

export type CatalogLevel = 'category' | 'subCategory' | 'underSubCategory';

export type CatalogLookup =
  | { found: true; trail: CatalogTrail }
  | { found: false; missing: CatalogLevel };

/**
 * Resolves the label route segments /{category}/{sub}/{under}
 * (docs/product/catalogue.md#label-routes).
 */
export function resolveSegments(
  flat: FlatCategories,
  segments: { category: string; subCategory?: string; underSubCategory?: string },
): CatalogLookup {
  const category = findBySegment(flat.categories, segments.category);
  if (!category) return { found: false, missing: 'category' };
  if (segments.subCategory === undefined) return { found: true, trail: { category } };

  const subCategory = findBySegment(subCategoriesOf(flat, category.id), segments.subCategory);
  if (!subCategory) return { found: false, missing: 'subCategory' };
  if (segments.underSubCategory === undefined) {
    return { found: true, trail: { category, subCategory } };
  }

  const underSubCategory = findBySegment(
    underSubCategoriesOf(flat, subCategory.id),
    segments.underSubCategory,
  );
  if (!underSubCategory) return { found: false, missing: 'underSubCategory' };
  return { found: true, trail: { category, subCategory, underSubCategory } };
}

/** Resolves a numeric id of one level to its trail (docs/product/catalogue.md#id-redirects). */
export function resolveId(
  flat: FlatCategories,
  level: CatalogLevel,
  id: number,
): CatalogTrail | null {
  if (level === 'category') {
    const category = flat.categories.find((item) => item.id === id);
    return category ? { category } : null;
  }
  if (level === 'subCategory') {
    const subCategory = flat.subCategories.find((item) => item.id === id);
    const category =
      subCategory && flat.categories.find((item) => item.id === subCategory.category_id);
    return subCategory && category ? { category, subCategory } : null;
  }
  const underSubCategory = flat.underSubCategories.find((item) => item.id === id);
  const subCategory =
    underSubCategory &&
    flat.subCategories.find((item) => item.id === underSubCategory.sub_category_id);
  const category =
    subCategory && flat.categories.find((item) => item.id === subCategory.category_id);
  return underSubCategory && subCategory && category
    ? { category, subCategory, underSubCategory }
    : null;
}

/** The label route of the deepest level of a trail (docs/product/catalogue.md#label-routes). */
export function trailHref({ category, subCategory, underSubCategory }: CatalogTrail): string {
  if (subCategory && underSubCategory) {
    return paths.underSubCategory.getHref(category.slug, subCategory.slug, underSubCategory.slug);
  }
  if (subCategory) return paths.subCategory.getHref(category.slug, subCategory.slug);
  return paths.category.getHref(category.slug);
}

/**
 * A route's id segment as a database id; anything else names nothing
 * (docs/product/catalogue.md#id-redirects).
 */
export function parseCatalogId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
