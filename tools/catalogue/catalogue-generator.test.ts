import { describe, expect, it } from 'vitest';
import {
  demoCatalogueOptions,
  type GeneratedArticle,
  generateCatalogue,
  MAX_ARTICLE_COUNT,
  planCatalogue,
} from './catalogue-generator';
import { catalogueTree } from './catalogue-tree';

/** The eight top categories, in the order the shop shows them. */
const demoTopCategories = [
  'Appareillage',
  'Consommables',
  'Verrerie',
  'Hygiène et sécurité',
  'Mesures physiques',
  'Mobilier de laboratoire',
  'Produits chimiques',
  'Enseignement des sciences',
];
const { brandPrefixes } = catalogueTree;

const demo = (): GeneratedArticle[] => [...generateCatalogue(demoCatalogueOptions)];

describe('catalogue tree', () => {
  it('has the eight top categories in the shop order', () => {
    expect(demoTopCategories).toHaveLength(8);
    expect(catalogueTree.topCategories.map((top) => top.label)).toEqual(demoTopCategories);
  });

  it('gives each top category 3 to 6 sub-categories of 2 to 5 leaves, 150 leaves at least', () => {
    for (const top of catalogueTree.topCategories) {
      expect(top.subCategories.length, top.label).toBeGreaterThanOrEqual(3);
      expect(top.subCategories.length, top.label).toBeLessThanOrEqual(6);
      for (const sub of top.subCategories) {
        expect(sub.leaves.length, sub.label).toBeGreaterThanOrEqual(2);
        expect(sub.leaves.length, sub.label).toBeLessThanOrEqual(5);
      }
    }
    expect(planCatalogue({ articleCount: 0 }).length).toBeGreaterThanOrEqual(150);
  });

  it('never reuses a label, in the base tree or the large one', () => {
    for (const variantLeaves of [false, true]) {
      const plan = planCatalogue({ articleCount: 0, variantLeaves });
      const labels = [
        ...new Set(plan.flatMap((leaf) => [leaf.famille, leaf.sousFamille])),
        ...plan.map((leaf) => leaf.sousSousFamille),
      ];
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('gives every brand its own 3-letter code prefix', () => {
    const prefixes = Object.values(brandPrefixes);
    expect(prefixes.every((prefix) => /^[A-Z]{3}$/.test(prefix))).toBe(true);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('has sensible price ranges and packaging lists', () => {
    for (const { leaf, sub } of planCatalogue({ articleCount: 0 })) {
      const [min, max] = leaf.price;
      expect(min, leaf.label).toBeGreaterThan(0);
      expect(max, leaf.label).toBeGreaterThanOrEqual(min);
      expect((leaf.packs ?? sub.packs).length, leaf.label).toBeGreaterThan(0);
      expect(leaf.nouns.length, leaf.label).toBeGreaterThan(0);
    }
  });
});

describe('generateCatalogue', () => {
  it('is deterministic: same seed, same rows; another seed, other rows', () => {
    expect(demo()).toEqual(demo());
    const other = [...generateCatalogue({ ...demoCatalogueOptions, seed: 1 })];
    expect(other).not.toEqual(demo());
  });

  it('makes the demo catalogue: 600 well-formed articles over every leaf', () => {
    const rows = demo();
    expect(rows).toHaveLength(600);
    for (const row of rows) {
      expect(demoTopCategories).toContain(row.famille);
      expect(row.sousFamille).not.toBe('');
      expect(row.sousSousFamille).not.toBe('');
      expect(row.code).toMatch(/^[A-Z]{3}-\d{6}$/);
      expect(row.code.slice(0, 3)).toBe(brandPrefixes[row.brand]);
      expect(row.codeSec).toMatch(/^[1-9]\d{6}$/);
      expect(row.designation).toMatch(/^\S.*\S$/);
      expect(row.designation).not.toMatch(/ {2}/);
      expect(row.priceHt).toBeGreaterThan(0);
      expect(Math.round(row.priceHt * 100) / 100).toBe(row.priceHt);
      expect([20, 5.5]).toContain(row.vatRate);
      expect(row.sommeil).toBe(false);
    }
    expect(new Set(rows.map((row) => row.famille)).size).toBe(8);
    const leaves = new Set(
      rows.map((row) => `${row.famille}>${row.sousFamille}>${row.sousSousFamille}`),
    );
    expect(leaves.size).toBe(planCatalogue(demoCatalogueOptions).length);
    expect(new Set(rows.map((row) => row.code)).size).toBe(600);
  });

  it('varies prices, VAT rates and description lengths like a real catalogue', () => {
    const rows = demo();
    const prices = rows.map((row) => row.priceHt);
    expect(Math.min(...prices)).toBeLessThan(10);
    expect(Math.max(...prices)).toBeGreaterThan(5_000);
    expect(rows.filter((row) => row.vatRate === 5.5).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.vatRate === 5.5).length).toBeLessThan(30);
    const long = rows.filter((row) => row.description.length > 180).length;
    expect(long).toBeGreaterThan(60);
    expect(long).toBeLessThan(540);
    expect(rows.some((row) => row.description.includes('\n'))).toBe(true);
    expect(rows.some((row) => /[;"]/.test(row.description))).toBe(true);
    const apparatus = rows
      .filter((row) => row.famille === 'Appareillage')
      .map((row) => row.priceHt);
    const consumables = rows
      .filter((row) => row.famille === 'Consommables')
      .map((row) => row.priceHt);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    expect(median(apparatus)).toBeGreaterThan(10 * median(consumables));
  });

  it('makes 100,000 unique codes lazily, over several hundred leaves of a few hundred', () => {
    const options = { articleCount: 100_000, seed: 7 };
    const plan = planCatalogue(options);
    expect(plan.length).toBeGreaterThanOrEqual(300);
    expect(plan.reduce((sum, leaf) => sum + leaf.articleCount, 0)).toBe(100_000);
    expect(Math.max(...plan.map((leaf) => leaf.articleCount))).toBeLessThan(1_000);

    const started = performance.now();
    const codes = new Set<string>();
    let count = 0;
    for (const row of generateCatalogue(options)) {
      codes.add(row.code);
      count++;
    }
    expect(count).toBe(100_000);
    expect(codes.size).toBe(100_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('produces rows on demand rather than all at once', () => {
    const rows = generateCatalogue({ articleCount: MAX_ARTICLE_COUNT });
    expect(rows.next().value?.code).toMatch(/-100000$/);
  });

  it('withdraws the requested share of articles when asked', () => {
    const rows = [...generateCatalogue({ articleCount: 2_000, withdrawnRatio: 0.1 })];
    const withdrawn = rows.filter((row) => row.sommeil).length;
    expect(withdrawn).toBeGreaterThan(120);
    expect(withdrawn).toBeLessThan(280);
  });

  it('refuses impossible counts up front', () => {
    for (const articleCount of [-1, 1.5, Number.NaN, MAX_ARTICLE_COUNT + 1]) {
      expect(() => generateCatalogue({ articleCount })).toThrow(RangeError);
    }
    expect(() => generateCatalogue({ articleCount: 1, withdrawnRatio: 2 })).toThrow(RangeError);
  });
});
