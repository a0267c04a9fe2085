import { boundedSlug, isReservedSegment, slugify } from '@labo/domain/slug';

// Slugs the import gives to categories and articles. A slug, once given, is stored and
// kept by later imports (URLs stay valid); these rules only pick the first one.

// slugify() is empty for a label made only of symbols; a URL segment cannot be.
const CATEGORY_FALLBACK = 'categorie';
const ARTICLE_FALLBACK = 'article';

/** Cut to a length every route can take (docs/product/catalogue.md#slug-length). */
export const categorySlugBase = (label: string): string =>
  boundedSlug(slugify(label)) || CATEGORY_FALLBACK;

/**
 * An article's slug: label and reference, "Bécher 250 ml" + "DUR-100002" →
 * "becher-250-ml-dur-100002" (docs/product/catalogue.md#article-slug), cut to a length
 * the article page's route takes (docs/product/catalogue.md#slug-length).
 */
export const articleSlugBase = (label: string, crmId: string): string =>
  boundedSlug(slugify(`${label} ${crmId}`)) || ARTICLE_FALLBACK;

/** Attempt 1 is the base itself, then base-2, base-3… */
export const slugCandidate = (base: string, attempt: number): string =>
  attempt <= 1 ? base : `${base}-${attempt}`;

/**
 * The first free candidate. A top category's slug is its URL's first segment, so a
 * reserved segment (contact, admin, api…: docs/product/catalogue.md#reserved-segments)
 * counts as taken: "Contact" becomes "contact-2". One numeric rule for collisions and
 * reserved words keeps it predictable, and the slug is stored, so it never moves
 * afterwards.
 */
export function firstFreeSlug(
  base: string,
  isTaken: (slug: string) => boolean,
  options: { topLevel: boolean },
): string {
  for (let attempt = 1; ; attempt++) {
    const candidate = slugCandidate(base, attempt);
    if (options.topLevel && isReservedSegment(candidate)) continue;
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * Whether an article keeps its stored slug: yes while it is the base of its current
 * label and reference, suffixed or not. A label change gives a new slug.
 */
export function slugFitsBase(slug: string, base: string): boolean {
  if (slug === base) return true;
  return slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1));
}
