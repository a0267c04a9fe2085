import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The category tree the demo catalogue is generated from: a French laboratory supplier's
 * assortment (docs/product/catalogue.md), three levels as Oxygène exports them (FAMILLE >
 * SOUS_FAMILLE > SOUS_SOUS_FAMILLE, docs/product/import.md). The tree itself is data, in
 * catalogue-tree.json, checked here when it is read; catalogue-generator.ts turns it into
 * articles.
 *
 * A leaf's designations are one of its `nouns` followed by one value of each axis (an
 * empty value leaves that axis out), so "Bécher forme basse" + "250 ml" reads "Bécher
 * forme basse 250 ml". `price` is the HT price range, in euros, of the first packaging
 * listed, from the first axis values to the last. `variants` split a leaf in the large
 * catalogue ("Béchers" becomes "Béchers en PP", "Béchers en PMP"…) so that 100,000
 * articles still make leaves of a few hundred; in the small catalogue a variant's words
 * only enrich the designations.
 */

const words = z.array(z.string());

/** [words added to the leaf label (plural), words added to the designation (singular)]. */
const variantSchema = z.tuple([z.string(), z.string()]);
export type Variant = z.infer<typeof variantSchema>;

const leafSchema = z.strictObject({
  label: z.string().min(1),
  nouns: words.min(1),
  axes: z.array(words.min(1)),
  price: z.tuple([z.number().positive(), z.number().positive()]),
  packs: words.min(1).optional(),
  brands: words.min(1).optional(),
  vatRate: z.number().optional(),
  variants: z.array(variantSchema).optional(),
});
export type LeafSpec = z.infer<typeof leafSchema>;

const subCategorySchema = z.strictObject({
  label: z.string().min(1),
  brands: words.min(1),
  packs: words.min(1),
  /** Sentences that may close the description of any article of the sub-category. */
  about: words,
  variants: z.array(variantSchema).optional(),
  leaves: z.array(leafSchema).min(1),
});
export type SubCategorySpec = z.infer<typeof subCategorySchema>;

const topCategorySchema = z.strictObject({
  label: z.string().min(1),
  /** Share of articles relative to the other top categories (consumables outnumber furniture). */
  weight: z.number().positive(),
  about: words,
  subCategories: z.array(subCategorySchema).min(1),
});
export type TopCategorySpec = z.infer<typeof topCategorySchema>;

const catalogueTreeSchema = z
  .strictObject({
    /** Real manufacturers' names with the 3-letter prefix their article codes carry. */
    brandPrefixes: z.record(z.string(), z.string().regex(/^[A-Z]{3}$/)),
    /** The top categories, in the order the shop shows them. */
    topCategories: z.array(topCategorySchema).min(1),
  })
  .superRefine((tree, context) => {
    // Every brand a category names needs a code prefix, or its articles get no code.
    for (const top of tree.topCategories) {
      for (const sub of top.subCategories) {
        for (const brand of [...sub.brands, ...sub.leaves.flatMap((leaf) => leaf.brands ?? [])]) {
          if (!(brand in tree.brandPrefixes)) {
            context.addIssue({
              code: 'custom',
              message: `${sub.label}: brand ${brand} has no prefix`,
            });
          }
        }
      }
    }
  });
export type CatalogueTree = z.infer<typeof catalogueTreeSchema>;

/** Reads and checks a tree file: a mistake in the data stops the generator with its path. */
function readCatalogueTree(file: URL | string): CatalogueTree {
  return catalogueTreeSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The demo catalogue's tree (catalogue-tree.json). */
export const catalogueTree = readCatalogueTree(new URL('./catalogue-tree.json', import.meta.url));
