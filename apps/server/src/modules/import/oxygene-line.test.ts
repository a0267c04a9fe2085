import { describe, expect, it } from 'vitest';
import { matchHeader } from './oxygene-header';
import { readArticleLine } from './oxygene-line';

const HEADER = [
  'CODE',
  'CODE_SEC',
  'DESIG',
  'DESCRIPTION',
  'MARQUE',
  'CONDITIONNEMENT',
  'PRIX_HT',
  'TAUX_TVA',
  'FAMILLE',
  'SOUS_FAMILLE',
  'SOUS_SOUS_FAMILLE',
  'SOMMEIL',
];
const { columns } = matchHeader(HEADER);

type Row = Partial<Record<(typeof HEADER)[number], string>>;

const VALID: Row = {
  CODE: 'AB-123',
  CODE_SEC: '7624039',
  DESIG: 'Bécher 250 ml',
  DESCRIPTION: 'Verre borosilicaté',
  MARQUE: 'Duran',
  CONDITIONNEMENT: 'Boîte de 10',
  PRIX_HT: '1 234,50',
  TAUX_TVA: '20',
  FAMILLE: 'Verrerie',
  SOUS_FAMILLE: 'Verrerie de laboratoire',
  SOUS_SOUS_FAMILLE: 'Béchers',
  SOMMEIL: '0',
};

const read = (row: Row, line = 7) =>
  readArticleLine(
    HEADER.map((code) => row[code] ?? ''),
    columns,
    line,
  );

const rejection = (row: Row, line = 7) => {
  const result = read(row, line);
  if (result.kind !== 'rejected') throw new Error(`expected a rejection, got ${result.kind}`);
  return result.rejection.message;
};

describe('readArticleLine', () => {
  it('reads a valid line in stored units', () => {
    expect(read(VALID)).toEqual({
      kind: 'article',
      article: {
        line: 7,
        crmId: 'AB-123',
        crmSecondaryId: '7624039',
        label: 'Bécher 250 ml',
        description: 'Verre borosilicaté',
        brandName: 'Duran',
        conditionnement: 'Boîte de 10',
        basePriceCents: 123450,
        vatBasisPoints: 2000,
        categoryPath: ['Verrerie', 'Verrerie de laboratoire', 'Béchers'],
        withdrawn: false,
      },
    });
  });

  it('trims values and stores empty optional ones as null', () => {
    const result = read({
      ...VALID,
      CODE: '  AB-123 ',
      CODE_SEC: ' ',
      MARQUE: '',
      CONDITIONNEMENT: '',
    });
    expect(result).toMatchObject({
      kind: 'article',
      article: { crmId: 'AB-123', crmSecondaryId: null, brandName: null, conditionnement: null },
    });
  });

  it('reads prices with a comma, grouped thousands (no-break space too) or a dot', () => {
    const cents = (price: string) => {
      const result = read({ ...VALID, PRIX_HT: price });
      return result.kind === 'article' ? result.article.basePriceCents : result;
    };
    expect(cents('3\u00a0056,98')).toBe(305698);
    expect(cents('12.5')).toBe(1250);
    expect(cents('0')).toBe(0);
    expect(cents('0,285')).toBe(29);
  });

  it('reads the VAT rate, 20 % when empty', () => {
    const vat = (text: string) => {
      const result = read({ ...VALID, TAUX_TVA: text });
      return result.kind === 'article' ? result.article.vatBasisPoints : result;
    };
    expect(vat('5,5')).toBe(550);
    expect(vat('')).toBe(2000);
    expect(vat('2.1')).toBe(210);
    expect(vat('5,5 %')).toBe(550);
  });

  it('marks SOMMEIL = 1 as withdrawn', () => {
    expect(read({ ...VALID, SOMMEIL: '1' })).toMatchObject({ article: { withdrawn: true } });
    expect(read({ ...VALID, SOMMEIL: '' })).toMatchObject({ article: { withdrawn: false } });
  });

  it('keeps a multi-line description, with CRLF stored as LF', () => {
    const description = 'Bécher "forme haute"; gradué.\r\nLivré avec bec verseur.';
    expect(read({ ...VALID, DESCRIPTION: description })).toMatchObject({
      article: { description: 'Bécher "forme haute"; gradué.\nLivré avec bec verseur.' },
    });
  });

  it('rejects unusable lines with a French reason naming the line and the article', () => {
    expect(rejection({ ...VALID, PRIX_HT: '12,3x' }, 9)).toBe(
      'Ligne 9 : prix HT illisible « 12,3x » (article AB-123)',
    );
    expect(rejection({ ...VALID, CODE: '' }, 10)).toBe(
      'Ligne 10 : CODE manquant (désignation « Bécher 250 ml »)',
    );
    expect(rejection({ ...VALID, CODE: '', DESIG: '' }, 10)).toBe('Ligne 10 : CODE manquant');
    expect(rejection({ ...VALID, DESIG: ' ' })).toBe(
      'Ligne 7 : désignation manquante (article AB-123)',
    );
    expect(rejection({ ...VALID, FAMILLE: '' })).toBe(
      'Ligne 7 : famille manquante (article AB-123)',
    );
    expect(rejection({ ...VALID, SOUS_FAMILLE: '' })).toBe(
      'Ligne 7 : sous-famille manquante (article AB-123)',
    );
    expect(rejection({ ...VALID, SOUS_SOUS_FAMILLE: '' })).toBe(
      'Ligne 7 : sous-sous-famille manquante (article AB-123)',
    );
    expect(rejection({ ...VALID, PRIX_HT: '' })).toBe(
      'Ligne 7 : prix HT manquant (article AB-123)',
    );
    expect(rejection({ ...VALID, PRIX_HT: '-1520,32' })).toBe(
      'Ligne 7 : prix HT négatif « -1520,32 » (article AB-123)',
    );
    expect(rejection({ ...VALID, PRIX_HT: '99999999999' })).toBe(
      'Ligne 7 : prix HT trop élevé « 99999999999 » (article AB-123)',
    );
    expect(rejection({ ...VALID, TAUX_TVA: 'normal' })).toBe(
      'Ligne 7 : taux de TVA illisible « normal » (article AB-123)',
    );
    expect(rejection({ ...VALID, TAUX_TVA: '120' })).toBe(
      'Ligne 7 : taux de TVA illisible « 120 » (article AB-123)',
    );
    expect(rejection({ ...VALID, SOMMEIL: 'oui' })).toBe(
      'Ligne 7 : SOMMEIL illisible « oui », 1 ou 0 attendu (article AB-123)',
    );
  });

  it('keeps the CODE of a rejected line, so that article is not withdrawn', () => {
    expect(read({ ...VALID, PRIX_HT: 'x' })).toMatchObject({ rejection: { crmId: 'AB-123' } });
    expect(read({ ...VALID, CODE: '' })).toMatchObject({ rejection: { crmId: null } });
  });

  it('reads a row shorter than the header as empty trailing fields', () => {
    const fields = HEADER.map((code) => VALID[code] ?? '').slice(0, 11);
    expect(readArticleLine(fields, columns, 3)).toMatchObject({ article: { withdrawn: false } });
  });

  it('drops NUL and other control characters, keeping tabs and line breaks', () => {
    expect(
      read({ ...VALID, DESIG: 'Bé\u0000cher\u001f', DESCRIPTION: 'a\tb\nc\u0007' }),
    ).toMatchObject({
      article: { label: 'Bécher', description: 'a\tb\nc' },
    });
  });

  it('calls a row without any value blank', () => {
    expect(readArticleLine(['', ' ', ''], columns, 3)).toEqual({ kind: 'blank' });
  });
});
