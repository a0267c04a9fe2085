/**
 * The shape of the category tree the demo catalogue is generated from: a French
 * laboratory supplier's assortment (SPEC §1), three levels as Oxygène exports them
 * (FAMILLE > SOUS_FAMILLE > SOUS_SOUS_FAMILLE, OXYGENE-FORMAT.md). The tree itself is
 * data, in the catalogue-tree-*.ts files; catalogue-generator.ts turns it into articles.
 *
 * A leaf's designations are one of its `nouns` followed by one value of each axis
 * (an empty value leaves that axis out), so "Bécher forme basse" + "250 ml" reads
 * "Bécher forme basse 250 ml". `price` is the HT price range, in euros, of the first
 * packaging listed, from the first axis values to the last. `variants` split a leaf
 * in the large catalogue ("Béchers" becomes "Béchers en PP", "Béchers en PMP"…) so
 * that 100,000 articles still make leaves of a few hundred; in the small catalogue a
 * variant's words only enrich the designations.
 */

/** Real manufacturers' names with the 3-letter prefix their article codes carry. */
export const brandPrefixes = {
  'Alfa Aesar': 'ALF',
  Amarell: 'AMA',
  'Anton Paar': 'ANT',
  Ansell: 'ANS',
  Asecos: 'ASE',
  Bimos: 'BIM',
  'Bollé Safety': 'BOL',
  Bott: 'BOT',
  Brand: 'BRA',
  Bresser: 'BRE',
  Büchi: 'BUC',
  'Carlo Erba': 'CAR',
  Corning: 'COR',
  'Delta Plus': 'DEL',
  Dräger: 'DRA',
  Duran: 'DUR',
  Düperthal: 'DUP',
  Ebro: 'EBR',
  Eppendorf: 'EPP',
  Erlab: 'ERL',
  'Erler-Zimmer': 'ERZ',
  Euromex: 'EUR',
  'Fisher Chemical': 'FIS',
  Fluke: 'FLU',
  Frederiksen: 'FRE',
  Gilson: 'GIL',
  Grant: 'GRA',
  'Greiner Bio-One': 'GRE',
  Hach: 'HAC',
  'Hanna Instruments': 'HAN',
  Heidolph: 'HEI',
  Hettich: 'HET',
  Hirschmann: 'HIR',
  Honeywell: 'HON',
  IKA: 'IKA',
  Isolab: 'ISO',
  Julabo: 'JUL',
  Kartell: 'KAR',
  Kern: 'KER',
  Kimtech: 'KIM',
  Köttermann: 'KOT',
  Lakeland: 'LAK',
  Leybold: 'LEY',
  'Macherey-Nagel': 'MAC',
  Memmert: 'MEM',
  Merck: 'MER',
  'Mettler Toledo': 'MET',
  Molymod: 'MOL',
  Motic: 'MOT',
  Nalgene: 'NAL',
  Ohaus: 'OHA',
  Panreac: 'PAN',
  Parafilm: 'PAR',
  Pasco: 'PAS',
  Phywe: 'PHY',
  Pyrex: 'PYR',
  Sarstedt: 'SRS',
  Sartorius: 'SAR',
  'Shield Scientific': 'SHI',
  'Sigma-Aldrich': 'SIG',
  Simax: 'SIM',
  Somso: 'SOM',
  Stuart: 'STU',
  Testo: 'TES',
  'Thermo Scientific': 'THE',
  Treston: 'TRE',
  Uvex: 'UVE',
  'VWR Chemicals': 'VWR',
  Velp: 'VEL',
  Vernier: 'VER',
  Vitlab: 'VIT',
  WTW: 'WTW',
  Waldner: 'WAL',
  Whatman: 'WHA',
  Witeg: 'WIT',
} as const satisfies Record<string, string>;

export type BrandName = keyof typeof brandPrefixes;

/** [words added to the leaf label (plural), words added to the designation (singular)]. */
export type Variant = readonly [labelWords: string, designationWords: string];

export interface LeafSpec {
  label: string;
  nouns: readonly string[];
  axes: readonly (readonly string[])[];
  price: readonly [min: number, max: number];
  packs?: readonly string[];
  brands?: readonly BrandName[];
  vatRate?: number;
  variants?: readonly Variant[];
}

export interface SubCategorySpec {
  label: string;
  brands: readonly BrandName[];
  packs: readonly string[];
  /** Sentences that may close the description of any article of the sub-category. */
  about: readonly string[];
  variants?: readonly Variant[];
  leaves: readonly LeafSpec[];
}

export interface TopCategorySpec {
  label: string;
  about: readonly string[];
  /** Share of articles relative to the other top categories (consumables outnumber furniture). */
  weight: number;
  subCategories: readonly SubCategorySpec[];
}

export const leaf = (
  label: string,
  nouns: readonly string[],
  axes: readonly (readonly string[])[],
  price: readonly [number, number],
  extra: Omit<LeafSpec, 'label' | 'nouns' | 'axes' | 'price'> = {},
): LeafSpec => ({ label, nouns, axes, price, ...extra });

/** A variant whose words read the same in the label and the designation ("en PP"). */
export const same = (...words: string[]): Variant[] => words.map((word) => [word, word] as const);
