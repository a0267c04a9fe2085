import type { Article } from './catalog-schemas';
import { ARTICLES_BY_REFERENCES_MAX } from './catalog-schemas';
import { MAX_QUANTITY, REFERENCE_MAX_CHARS, REFERENCE_MIN_CHARS } from './limits';
import {
  PASTED_LIST_TOO_LONG,
  PASTED_REFERENCE_TOO_LONG,
  PASTED_REFERENCE_TOO_SHORT,
  QUANTITY_BELOW_ONE,
  QUANTITY_NOT_WHOLE,
} from './messages';
import { parseQuantity, QUANTITY_TOO_LOW } from './quantity';

// "Coller une liste" on the cart page (docs/product/cart.md#paste-a-list): lines copied
// from a spreadsheet or typed, read into references and quantities before they are looked
// up and added at once.

/** One reference of the list, its quantities summed over the lines that name it. */
export type PastedReference = { reference: string; quantity: number };

/** A line that cannot be read, numbered from 1 as the person sees it, with the reason. */
export type PastedLineProblem = { line: number; text: string; message: string };

export type PastedList = {
  /** In the order of their first line. */
  references: PastedReference[];
  problems: PastedLineProblem[];
};

/** Separators of a spreadsheet's columns, or typed between reference and quantity. */
const COLUMN_SEPARATORS = ['\t', ';'];

/** A last word that reads as a quantity, also a wrong one ("0", "-2", "1,5"). */
const QUANTITY_LIKE = /^[-+]?\d+(?:[.,]\d+)?$/;

function fields(line: string, separator: string): { reference: string; quantity: string } {
  const [reference = '', quantity = ''] = line.split(separator).map((field) => field.trim());
  return { reference, quantity };
}

/**
 * The reference and quantity fields of a line, the first rule that applies winning:
 * 1. the first two fields between tabs (spreadsheet columns) or `;` (further columns,
 *    such as a designation, are left out);
 * 2. a last word that reads as a number, after a space: "DUR-100002 3", "DUR-100002, 3",
 *    and "DUR-100002 1,5", a quantity of 1,5 that the rule then refuses, not 1;
 * 3. the first two fields between commas: "DUR-100002,3";
 * 4. the reference alone, for one unit.
 */
function splitLine(line: string): { reference: string; quantity: string } {
  const column = COLUMN_SEPARATORS.find((separator) => line.includes(separator));
  if (column) return fields(line, column);
  const words = line.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length > 1 && QUANTITY_LIKE.test(last)) {
    const reference = words.slice(0, -1).join(' ').replace(/,$/, '');
    return { reference, quantity: last };
  }
  if (line.includes(',')) return fields(line, ',');
  return { reference: line, quantity: '' };
}

/** An empty field is one unit; otherwise the quantity rule, with its French texts (docs/product/cart.md#quantity-rule). */
function readQuantity(text: string): { value: number } | { message: string } {
  if (text === '') return { value: 1 };
  const parsed = parseQuantity(text);
  if (parsed.ok) return { value: parsed.value };
  return { message: parsed.error === QUANTITY_TOO_LOW ? QUANTITY_BELOW_ONE : QUANTITY_NOT_WHOLE };
}

function referenceProblem(reference: string): string | null {
  if (reference.length < REFERENCE_MIN_CHARS) return PASTED_REFERENCE_TOO_SHORT;
  if (reference.length > REFERENCE_MAX_CHARS) return PASTED_REFERENCE_TOO_LONG;
  return null;
}

/**
 * Reads a pasted list: one reference a line, upper-cased as the quick add does, blank
 * lines skipped; a reference named on several lines once, its quantities summed. A line
 * whose reference or quantity breaks the rules is reported with its number and French
 * reason, and adds nothing; so is a sum past the quantity rule's maximum. Past
 * ARTICLES_BY_REFERENCES_MAX references, the rest of the list is left for another paste.
 */
export function parsePastedList(text: string): PastedList {
  const quantities = new Map<string, number>();
  const problems: PastedLineProblem[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const report = (message: string) => problems.push({ line: index + 1, text: line, message });
    const fields = splitLine(line);
    const reference = fields.reference.replace(/\s+/g, ' ').toUpperCase();
    const quantity = readQuantity(fields.quantity);
    const badReference = referenceProblem(reference);
    if (badReference) {
      report(badReference);
      continue;
    }
    if ('message' in quantity) {
      report(quantity.message);
      continue;
    }
    const before = quantities.get(reference);
    if (before === undefined && quantities.size === ARTICLES_BY_REFERENCES_MAX) {
      report(PASTED_LIST_TOO_LONG(ARTICLES_BY_REFERENCES_MAX));
      break;
    }
    const sum = (before ?? 0) + quantity.value;
    if (sum > MAX_QUANTITY) {
      report(QUANTITY_NOT_WHOLE);
      continue;
    }
    quantities.set(reference, sum);
  }
  return {
    references: [...quantities].map(([reference, quantity]) => ({ reference, quantity })),
    problems,
  };
}

type LookedUp = Pick<Article, 'crmId' | 'soft_deleted'>;

/** A reference of the list with the article it names. */
export type PastedMatch<A extends LookedUp> = PastedReference & { article: A };

export type PastedListCheck<A extends LookedUp> = {
  /** Ready to be added, in the list's order. */
  found: PastedMatch<A>[];
  /** No article has that reference. */
  unknown: PastedReference[];
  /** The article is withdrawn from sale (docs/product/cart.md#withdrawn-articles). */
  withdrawn: PastedMatch<A>[];
};

/**
 * Sorts the list's references by what the look-up answered (`articles`, withdrawn ones
 * included): references compare without regard to case, as the look-ups do, and a visible
 * article wins over a withdrawn one of the same reference.
 */
export function checkPastedList<A extends LookedUp>(
  references: readonly PastedReference[],
  articles: readonly A[],
): PastedListCheck<A> {
  const byReference = new Map<string, A>();
  for (const article of articles) {
    const key = article.crmId.toUpperCase();
    const known = byReference.get(key);
    if (!known || known.soft_deleted === '1') byReference.set(key, article);
  }
  const check: PastedListCheck<A> = { found: [], unknown: [], withdrawn: [] };
  for (const pasted of references) {
    const article = byReference.get(pasted.reference);
    if (!article) check.unknown.push(pasted);
    else if (article.soft_deleted === '1') check.withdrawn.push({ ...pasted, article });
    else check.found.push({ ...pasted, article });
  }
  return check;
}
