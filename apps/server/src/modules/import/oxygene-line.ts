import { MAX_ARTICLE_PRICE_CENTS } from '@labo/domain/limits';
import { decimalToCents, parseFrenchDecimal, vatRateToBasisPoints } from '@labo/domain/money';
import { CATEGORY_LEVEL_NAMES, lineRejection } from './import-messages';
import type { ColumnIndexes, ColumnKey } from './oxygene-header';

/** FAMILLE > SOUS_FAMILLE > SOUS_SOUS_FAMILLE labels. */
export type CategoryPath = readonly [
  category: string,
  subCategory: string,
  underSubCategory: string,
];

/** One usable line of the export, in the units the database stores. */
export interface ArticleLine {
  line: number;
  crmId: string;
  crmSecondaryId: string | null;
  label: string;
  description: string;
  brandName: string | null;
  conditionnement: string | null;
  basePriceCents: number;
  vatBasisPoints: number;
  categoryPath: CategoryPath;
  /** SOMMEIL = 1: withdrawn from sale. */
  withdrawn: boolean;
}

export interface RejectedLine {
  line: number;
  /** The CODE when the line had one: that article is left as it is, not withdrawn. */
  crmId: string | null;
  /** The whole French report line, "Ligne 9 : …". */
  message: string;
}

export type LineResult =
  | { kind: 'article'; article: ArticleLine }
  | { kind: 'rejected'; rejection: RejectedLine }
  /** A row with no value at all (spreadsheets export trailing ";;;;" rows): not an article. */
  | { kind: 'blank' };

const DEFAULT_VAT_PERCENT = 20;

// PostgreSQL text cannot hold NUL, and one such byte deep in a file would abort the
// whole import; other control characters are invisible debris. Tabs and line breaks stay.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const field = (fields: readonly string[], columns: ColumnIndexes, key: ColumnKey): string => {
  const index = columns[key];
  return index === undefined ? '' : (fields[index] ?? '').replace(CONTROL_CHARACTERS, '').trim();
};

const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * Reads one record against the header's columns (docs/product/import.md#columns). The
 * duplicate CODE check needs the whole file and is the reader's (oxygene-export.ts).
 */
export function readArticleLine(
  fields: readonly string[],
  columns: ColumnIndexes,
  line: number,
): LineResult {
  if (fields.every((value) => value.trim() === '')) return { kind: 'blank' };
  const get = (key: ColumnKey) => field(fields, columns, key);
  const reject = (crmId: string | null, message: string): LineResult => ({
    kind: 'rejected',
    rejection: { line, crmId, message },
  });

  const crmId = get('code');
  const label = get('label');
  if (crmId === '') return reject(null, lineRejection.missingCode(line, label));
  if (label === '') return reject(crmId, lineRejection.missingLabel(line, crmId));

  const categoryPath = [get('category'), get('subCategory'), get('underSubCategory')] as const;
  const emptyLevel = categoryPath.indexOf('');
  if (emptyLevel !== -1) {
    const level = CATEGORY_LEVEL_NAMES[emptyLevel] ?? 'catégorie';
    return reject(crmId, lineRejection.missingCategory(line, crmId, level));
  }

  const priceText = get('price');
  if (priceText === '') return reject(crmId, lineRejection.missingPrice(line, crmId));
  const price = parseFrenchDecimal(priceText);
  if (price === null) return reject(crmId, lineRejection.unreadablePrice(line, crmId, priceText));
  if (price < 0) return reject(crmId, lineRejection.negativePrice(line, crmId, priceText));
  const basePriceCents = decimalToCents(price);
  // docs/product/import.md#meaning-of-an-import: the bound keeps quote sums exact.
  if (basePriceCents > MAX_ARTICLE_PRICE_CENTS) {
    return reject(crmId, lineRejection.priceTooHigh(line, crmId, priceText));
  }

  const vatText = get('vat');
  const vatPercent = vatText === '' ? DEFAULT_VAT_PERCENT : readPercent(vatText);
  if (vatPercent === null || vatPercent < 0 || vatPercent > 100) {
    return reject(crmId, lineRejection.unreadableVat(line, crmId, vatText));
  }

  const dormantText = get('dormant');
  if (dormantText !== '' && dormantText !== '0' && dormantText !== '1') {
    return reject(crmId, lineRejection.unreadableDormant(line, crmId, dormantText));
  }

  return {
    kind: 'article',
    article: {
      line,
      crmId,
      crmSecondaryId: orNull(get('secondaryCode')),
      label,
      // A cell with a line break typed in Excel may come back as CRLF: stored as LF.
      description: get('description').replace(/\r\n/g, '\n'),
      brandName: orNull(get('brand')),
      conditionnement: orNull(get('packaging')),
      basePriceCents,
      vatBasisPoints: vatRateToBasisPoints(vatPercent),
      categoryPath,
      withdrawn: dormantText === '1',
    },
  };
}

/** "5,5", "20", "5.5 %" → a number; the percent sign some exports add is tolerated. */
function readPercent(text: string): number | null {
  return parseFrenchDecimal(text.replace(/\s*%$/, ''));
}
