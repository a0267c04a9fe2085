import { foldDiacritics } from '@labo/domain/diacritics';

// The columns of an Oxygène article export (docs/product/import.md#columns): the code
// Oxygène writes, its aliases, and whether a file without it is refused.

export type ColumnKey =
  | 'code'
  | 'secondaryCode'
  | 'label'
  | 'description'
  | 'brand'
  | 'packaging'
  | 'price'
  | 'vat'
  | 'category'
  | 'subCategory'
  | 'underSubCategory'
  | 'dormant';

interface ColumnDefinition {
  key: ColumnKey;
  codes: readonly [string, ...string[]];
  required: boolean;
}

const EXPORT_COLUMNS: readonly ColumnDefinition[] = [
  { key: 'code', codes: ['CODE', 'REFERENCE', 'REF'], required: true },
  { key: 'secondaryCode', codes: ['CODE_SEC', 'REF_FOURNISSEUR', 'REF_COMP'], required: false },
  { key: 'label', codes: ['DESIG', 'DESIGNATION', 'LIBELLE'], required: true },
  { key: 'description', codes: ['DESCRIPTION', 'DESIG_LONGUE'], required: false },
  { key: 'brand', codes: ['MARQUE', 'FABRICANT'], required: false },
  { key: 'packaging', codes: ['CONDITIONNEMENT', 'COND'], required: false },
  { key: 'price', codes: ['PRIX_HT', 'PRIX_VENTE_HT', 'PV_HT'], required: true },
  { key: 'vat', codes: ['TAUX_TVA', 'TVA'], required: false },
  { key: 'category', codes: ['FAMILLE'], required: true },
  { key: 'subCategory', codes: ['SOUS_FAMILLE'], required: true },
  { key: 'underSubCategory', codes: ['SOUS_SOUS_FAMILLE'], required: true },
  { key: 'dormant', codes: ['SOMMEIL'], required: false },
];

/** Columns Oxygène writes that carry nothing for the shop; unknown columns are ignored too. */
const IGNORED_CODES = ['CH_INU'];

/**
 * Header codes compare case-insensitively, without accents, spaces or underscores, so
 * "Désignation", "DESIGNATION" and "designation " are one code, and "SOUS FAMILLE" is
 * "SOUS_FAMILLE". A BOM that survived decoding is dropped too.
 */
export function normalizeColumnCode(code: string): string {
  return foldDiacritics(code.replace(/^\uFEFF/, '')).replace(/[\s_]+/g, '');
}

const KEY_BY_CODE: ReadonlyMap<string, ColumnKey | null> = new Map<string, ColumnKey | null>([
  ...EXPORT_COLUMNS.flatMap((column) =>
    column.codes.map((code) => [normalizeColumnCode(code), column.key] as const),
  ),
  ...IGNORED_CODES.map((code) => [normalizeColumnCode(code), null] as const),
]);

/** Position of each known column in a record; absent optional columns are missing. */
export type ColumnIndexes = Partial<Record<ColumnKey, number>>;

interface HeaderMatch {
  columns: ColumnIndexes;
  /** Required columns the header lacks, as "PRIX_HT (ou PRIX_VENTE_HT, PV_HT)". */
  missing: string[];
  /** How many header fields named a known column. */
  recognised: number;
}

/** Reads the first record of the file. When a code appears twice, the first one counts. */
export function matchHeader(fields: readonly string[]): HeaderMatch {
  const columns: ColumnIndexes = {};
  let recognised = 0;
  fields.forEach((field, index) => {
    const key = KEY_BY_CODE.get(normalizeColumnCode(field));
    if (!key) return;
    recognised++;
    if (columns[key] === undefined) columns[key] = index;
  });
  const missing = EXPORT_COLUMNS.filter(
    (column) => column.required && columns[column.key] === undefined,
  ).map(describeColumn);
  return { columns, missing, recognised };
}

function describeColumn(column: ColumnDefinition): string {
  const [code, ...aliases] = column.codes;
  return aliases.length === 0 ? code : `${code} (ou ${aliases.join(', ')})`;
}
