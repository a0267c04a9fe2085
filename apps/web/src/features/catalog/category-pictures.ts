/**
 * The category pictures under apps/web/public/images/categories/, one per top category
 * of the demo catalogue, by slug, in the catalogue's order (the order also varies their
 * drawn backdrop). tools/assets draws one for each slug of this list.
 */
export const CATEGORY_PICTURE_SLUGS = [
  'appareillage',
  'consommables',
  'verrerie',
  'hygiene-et-securite',
  'mesures-physiques',
  'mobilier-de-laboratoire',
  'produits-chimiques',
  'enseignement-des-sciences',
] as const;

const pictureSlugs: ReadonlySet<string> = new Set(CATEGORY_PICTURE_SLUGS);

export function categoryPictureUrl(slug: string): string | null {
  return pictureSlugs.has(slug) ? `/images/categories/${slug}.webp` : null;
}
