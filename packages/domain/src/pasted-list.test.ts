import { describe, expect, it } from 'vitest';
import { ARTICLES_BY_REFERENCES_MAX } from './catalog-schemas';
import {
  PASTED_LIST_TOO_LONG,
  PASTED_REFERENCE_TOO_LONG,
  PASTED_REFERENCE_TOO_SHORT,
  QUANTITY_BELOW_ONE,
  QUANTITY_NOT_WHOLE,
} from './messages';
import { checkPastedList, parsePastedList } from './pasted-list';

describe('parsePastedList (docs/product/cart.md#paste-a-list)', () => {
  it('reads the separators of a spreadsheet and of a person typing', () => {
    const text = [
      'DUR-100002 ; 3',
      'DUR-100003\t4',
      'DUR-100004;5',
      'DUR-100005, 6',
      'DUR-100006 7',
      'DUR-100007',
      'DUR-100008,8',
    ].join('\n');
    expect(parsePastedList(text)).toEqual({
      references: [
        { reference: 'DUR-100002', quantity: 3 },
        { reference: 'DUR-100003', quantity: 4 },
        { reference: 'DUR-100004', quantity: 5 },
        { reference: 'DUR-100005', quantity: 6 },
        { reference: 'DUR-100006', quantity: 7 },
        { reference: 'DUR-100007', quantity: 1 },
        { reference: 'DUR-100008', quantity: 8 },
      ],
      problems: [],
    });
  });

  it('upper-cases references, trims spaces and skips blank lines, whatever the line ends', () => {
    const text = '  dur-100002 ;  2 \r\n\r\n\t\n sch-200001\rhei 300 a\u00a0;\u00a01\n';
    expect(parsePastedList(text).references).toEqual([
      { reference: 'DUR-100002', quantity: 2 },
      { reference: 'SCH-200001', quantity: 1 },
      { reference: 'HEI 300 A', quantity: 1 },
    ]);
  });

  it('keeps a reference made of several words whole when no number ends the line', () => {
    expect(parsePastedList('VWR 212 A').references).toEqual([
      { reference: 'VWR 212 A', quantity: 1 },
    ]);
  });

  it('leaves out the columns after the quantity, and reads an empty quantity as one', () => {
    expect(
      parsePastedList('DUR-100002\t3\tBécher 250 ml\nDUR-100003\t\tBécher').references,
    ).toEqual([
      { reference: 'DUR-100002', quantity: 3 },
      { reference: 'DUR-100003', quantity: 1 },
    ]);
  });

  it('sums the quantities of a reference named twice, case aside', () => {
    expect(parsePastedList('DUR-100002;3\nSCH-1;1\ndur-100002 2').references).toEqual([
      { reference: 'DUR-100002', quantity: 5 },
      { reference: 'SCH-1', quantity: 1 },
    ]);
  });

  it('reports each unreadable line with its number and the French reason, and adds nothing of it', () => {
    const text = [
      'Référence;Quantité',
      'DUR-100002;0',
      'DUR-100003;-2',
      'DUR-100004 ; 1,5',
      'DUR-100007 1,5',
      'DUR-100005;10000',
      'DU;3',
      `${'X'.repeat(101)};1`,
      'DUR-100006;2',
    ].join('\n');
    const list = parsePastedList(text);
    expect(list.references).toEqual([{ reference: 'DUR-100006', quantity: 2 }]);
    expect(list.problems).toEqual([
      { line: 1, text: 'Référence;Quantité', message: QUANTITY_NOT_WHOLE },
      { line: 2, text: 'DUR-100002;0', message: QUANTITY_BELOW_ONE },
      { line: 3, text: 'DUR-100003;-2', message: QUANTITY_BELOW_ONE },
      { line: 4, text: 'DUR-100004 ; 1,5', message: QUANTITY_NOT_WHOLE },
      { line: 5, text: 'DUR-100007 1,5', message: QUANTITY_NOT_WHOLE },
      { line: 6, text: 'DUR-100005;10000', message: QUANTITY_NOT_WHOLE },
      { line: 7, text: 'DU;3', message: PASTED_REFERENCE_TOO_SHORT },
      { line: 8, text: `${'X'.repeat(101)};1`, message: PASTED_REFERENCE_TOO_LONG },
    ]);
    expect(QUANTITY_NOT_WHOLE).toBe('La quantité doit être un nombre entier de 1 à 9999.');
  });

  it('refuses the line that would take a summed quantity past 9999', () => {
    const list = parsePastedList('DUR-100002;9000\nDUR-100002;999\nDUR-100002;1');
    expect(list.references).toEqual([{ reference: 'DUR-100002', quantity: 9999 }]);
    expect(list.problems).toEqual([{ line: 3, text: 'DUR-100002;1', message: QUANTITY_NOT_WHOLE }]);
  });

  it('stops at the first reference past the most one look-up takes', () => {
    const lines = Array.from({ length: ARTICLES_BY_REFERENCES_MAX + 3 }, (_, i) => `REF-${i}`);
    const list = parsePastedList([...lines, 'REF-0'].join('\n'));
    expect(list.references).toHaveLength(ARTICLES_BY_REFERENCES_MAX);
    expect(list.problems).toEqual([
      {
        line: ARTICLES_BY_REFERENCES_MAX + 1,
        text: `REF-${ARTICLES_BY_REFERENCES_MAX}`,
        message: PASTED_LIST_TOO_LONG(ARTICLES_BY_REFERENCES_MAX),
      },
    ]);
  });

  it('reads nothing from an empty paste', () => {
    expect(parsePastedList(' \n\t\n')).toEqual({ references: [], problems: [] });
  });
});

describe('checkPastedList', () => {
  const article = (crmId: string, softDeleted: '0' | '1' = '0') => ({
    crmId,
    soft_deleted: softDeleted,
  });

  it('sorts the references into found, unknown and withdrawn, case aside', () => {
    const beaker = article('dur-100002');
    const gone = article('DUR-100004', '1');
    const check = checkPastedList(
      [
        { reference: 'DUR-100002', quantity: 3 },
        { reference: 'XYZ-1', quantity: 1 },
        { reference: 'DUR-100004', quantity: 2 },
      ],
      [gone, beaker],
    );
    expect(check).toEqual({
      found: [{ reference: 'DUR-100002', quantity: 3, article: beaker }],
      unknown: [{ reference: 'XYZ-1', quantity: 1 }],
      withdrawn: [{ reference: 'DUR-100004', quantity: 2, article: gone }],
    });
  });

  it('prefers the article on sale when a withdrawn one has the same reference', () => {
    const onSale = article('SCH-1');
    for (const articles of [
      [article('sch-1', '1'), onSale],
      [onSale, article('sch-1', '1')],
    ]) {
      expect(checkPastedList([{ reference: 'SCH-1', quantity: 1 }], articles).found).toEqual([
        { reference: 'SCH-1', quantity: 1, article: onSale },
      ]);
    }
  });
});
