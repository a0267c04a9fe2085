import {
  catalogueTree,
  type LeafSpec,
  type SubCategorySpec,
  type TopCategorySpec,
  type Variant,
} from './catalogue-tree';
import { createSeededRandom, type SeededRandom } from './seeded-random';

/** One article as an Oxygène export carries it (docs/product/import.md). */
export interface GeneratedArticle {
  code: string;
  codeSec: string;
  designation: string;
  description: string;
  brand: string;
  conditionnement: string;
  /** Euros excluding tax, rounded to the cent. */
  priceHt: number;
  /** Percent: 20, or 5.5 for the few articles at the reduced rate. */
  vatRate: number;
  famille: string;
  sousFamille: string;
  sousSousFamille: string;
  sommeil: boolean;
}

export interface CatalogueOptions {
  articleCount: number;
  seed?: number;
  /**
   * Split leaves into their variants ("Béchers en PP"…). By default only large
   * catalogues do, so the demo keeps the base tree and 100,000 articles still make
   * leaves of a few hundred.
   */
  variantLeaves?: boolean;
  /** Share of articles exported with SOMMEIL = 1; none by default (the demo has none). */
  withdrawnRatio?: number;
}

const DEFAULT_CATALOGUE_SEED = 20_250_611;

/** The committed demo export the server imports into an empty database (its demo-seed.ts). */
export const DEMO_EXPORT_FILE = new URL(
  '../../apps/server/src/demo/demo-oxygene-export.csv',
  import.meta.url,
);

/** What write-demo-export.ts writes to DEMO_EXPORT_FILE. */
export const demoCatalogueOptions = {
  articleCount: 600,
  seed: DEFAULT_CATALOGUE_SEED,
} as const satisfies CatalogueOptions;

/** Codes are a brand prefix and a 6-digit running number starting at 100000, as in Oxygène. */
const FIRST_RUNNING_NUMBER = 100_000;
export const MAX_ARTICLE_COUNT = 1_000_000 - FIRST_RUNNING_NUMBER;

const VARIANT_LEAVES_FROM_ARTICLE_COUNT = 5_000;

export interface PlannedLeaf {
  famille: string;
  sousFamille: string;
  sousSousFamille: string;
  articleCount: number;
  top: TopCategorySpec;
  sub: SubCategorySpec;
  leaf: LeafSpec;
  /** The variant every article of this leaf carries; undefined lets each article pick one. */
  variant: Variant | undefined;
}

/** The leaves of the tree for these options and how many articles each receives. */
export function planCatalogue(options: CatalogueOptions): PlannedLeaf[] {
  const { articleCount } = options;
  if (!Number.isInteger(articleCount) || articleCount < 0 || articleCount > MAX_ARTICLE_COUNT) {
    throw new RangeError(`articleCount must be an integer from 0 to ${MAX_ARTICLE_COUNT}`);
  }
  const splitVariants = options.variantLeaves ?? articleCount >= VARIANT_LEAVES_FROM_ARTICLE_COUNT;
  const leaves = listLeaves(splitVariants);
  // The plan draws from its own stream so that leaf sizes never depend on article content.
  const random = createSeededRandom((options.seed ?? DEFAULT_CATALOGUE_SEED) ^ 0x9e3779b9);
  const weights = leaves.map((planned) => planned.top.weight * (0.5 + 1.5 * random.next()));
  const counts = allocate(articleCount, weights);
  return leaves.map((planned, index) => ({ ...planned, articleCount: counts[index] ?? 0 }));
}

/**
 * The articles of a catalogue, lazily: 100,000 rows are produced one by one and never
 * held in memory together. Same options, same articles, in tree order.
 */
export function generateCatalogue(options: CatalogueOptions): Generator<GeneratedArticle> {
  const plan = planCatalogue(options); // validates eagerly, not at the first next()
  const withdrawnRatio = options.withdrawnRatio ?? 0;
  if (!(withdrawnRatio >= 0 && withdrawnRatio <= 1)) {
    throw new RangeError('withdrawnRatio must be between 0 and 1');
  }
  return articlesOf(
    plan,
    createSeededRandom(options.seed ?? DEFAULT_CATALOGUE_SEED),
    withdrawnRatio,
  );
}

function* articlesOf(
  plan: readonly PlannedLeaf[],
  random: SeededRandom,
  withdrawnRatio: number,
): Generator<GeneratedArticle> {
  let runningNumber = FIRST_RUNNING_NUMBER;
  for (const planned of plan) {
    for (let i = 0; i < planned.articleCount; i++) {
      const article = makeArticle(planned, runningNumber, random);
      if (withdrawnRatio > 0) article.sommeil = random.chance(withdrawnRatio);
      yield article;
      runningNumber++;
    }
  }
}

function makeArticle(
  planned: PlannedLeaf,
  runningNumber: number,
  random: SeededRandom,
): GeneratedArticle {
  const { top, sub, leaf } = planned;
  const brand = random.pick(leaf.brands ?? sub.brands);
  const packs = leaf.packs ?? sub.packs;
  const variants = leaf.variants ?? sub.variants ?? [];
  const variant = planned.variant ?? (variants.length > 0 ? random.pick(variants) : undefined);

  // Each choice's position in its list (0 = first, 1 = last) drives the price, so a
  // 2000 ml beaker costs more than a 50 ml one.
  const positions: number[] = [];
  const choose = (values: readonly string[]): string => {
    const index = random.int(0, values.length - 1);
    if (values.length > 1) positions.push(index / (values.length - 1));
    return values[index] ?? '';
  };
  const words = [choose(leaf.nouns), variant?.[1] ?? '', ...leaf.axes.map(choose)];
  const designation = words.filter((word) => word !== '').join(' ');

  const packIndex = random.int(0, packs.length - 1);
  const conditionnement = packs[packIndex] ?? 'Unité';
  const sizeShare =
    positions.length > 0 ? positions.reduce((a, b) => a + b, 0) / positions.length : 0.5;
  const [minPrice, maxPrice] = leaf.price;
  const unitPrice = minPrice * (maxPrice / minPrice) ** (0.65 * sizeShare + 0.35 * random.next());
  const priceHt =
    Math.round(unitPrice * packFactor(packs[0] ?? 'Unité', conditionnement) * 100) / 100;

  return {
    code: `${catalogueTree.brandPrefixes[brand]}-${runningNumber}`,
    codeSec: String(random.int(1_000_000, 9_999_999)),
    designation,
    description: describe(
      designation,
      brand,
      conditionnement,
      [...sub.about, ...top.about],
      random,
    ),
    brand,
    conditionnement,
    priceHt: Math.max(priceHt, 0.5),
    vatRate: leaf.vatRate ?? 20,
    famille: top.label,
    sousFamille: sub.label,
    sousSousFamille: planned.sousSousFamille,
    sommeil: false,
  };
}

/** 1 to 3 plain sentences; three usually pass 180 characters, so the shop's short description cuts them. */
function describe(
  designation: string,
  brand: string,
  conditionnement: string,
  about: readonly string[],
  random: SeededRandom,
): string {
  const intro = random.pick([
    `${designation} de la marque ${brand}.`,
    `${designation} ${brand}, qualité laboratoire.`,
    `Référence ${brand} : ${lowerFirst(designation)}.`,
  ]);
  const packSentence =
    conditionnement === 'Unité'
      ? "Vendu à l'unité."
      : `Conditionnement : ${lowerFirst(conditionnement)}.`;
  const pool = [packSentence, ...about];
  const extraCount = random.pick([0, 1, 1, 2, 2]);
  const sentences = [intro];
  while (sentences.length <= extraCount) {
    const sentence = random.pick(pool);
    if (!sentences.includes(sentence)) sentences.push(sentence);
  }
  // Oxygène descriptions typed in several lines keep their line breaks; a few demo
  // articles carry one so the import's quoted multi-line fields are exercised.
  return sentences.join(random.chance(0.04) ? '\n' : ' ');
}

function lowerFirst(text: string): string {
  // "pH-mètre", "ICP…": only lower a capital followed by a lower-case letter.
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Price of a packaging relative to the leaf's first one: bigger packs cost less per piece. */
function packFactor(referencePack: string, pack: string): number {
  return (packQuantity(pack) / packQuantity(referencePack)) ** 0.9;
}

function packQuantity(pack: string): number {
  const digits = /\d[\d ]*/.exec(pack)?.[0].replaceAll(' ', '');
  return digits ? Number(digits) : 1;
}

function listLeaves(splitVariants: boolean): Omit<PlannedLeaf, 'articleCount'>[] {
  const leaves: Omit<PlannedLeaf, 'articleCount'>[] = [];
  for (const top of catalogueTree.topCategories) {
    for (const sub of top.subCategories) {
      for (const leaf of sub.leaves) {
        const base = { famille: top.label, sousFamille: sub.label, top, sub, leaf };
        const variants = leaf.variants ?? sub.variants ?? [];
        if (splitVariants && variants.length > 0) {
          for (const variant of variants) {
            leaves.push({ ...base, sousSousFamille: `${leaf.label} ${variant[0]}`, variant });
          }
        } else {
          leaves.push({ ...base, sousSousFamille: leaf.label, variant: undefined });
        }
      }
    }
  }
  return leaves;
}

/**
 * Shares `total` in proportion to `weights` (largest remainders), giving every leaf at
 * least one article when there are enough, so the demo shows no empty category.
 */
function allocate(total: number, weights: readonly number[]): number[] {
  const floor = total >= weights.length ? 1 : 0;
  const rest = total - floor * weights.length;
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((weight) => (rest * weight) / weightSum);
  const counts = quotas.map((quota) => floor + Math.floor(quota));
  const missing = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, missing)) counts[index] = (counts[index] ?? 0) + 1;
  return counts;
}
