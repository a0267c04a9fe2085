import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { matchHeader, normalizeColumnCode } from './oxygene-header';

const SAMPLE_HEADER =
  'CODE;CODE_SEC;Désignation;DESCRIPTION;MARQUE;CONDITIONNEMENT;CH_INU;PRIX_HT;TAUX_TVA;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE;SOMMEIL;STOCK_DEPOT'.split(
    ';',
  );

describe('normalizeColumnCode', () => {
  it('ignores case, accents, spaces and underscores', () => {
    expect(normalizeColumnCode('Désignation')).toBe('designation');
    expect(normalizeColumnCode(' sous famille ')).toBe('sousfamille');
    expect(normalizeColumnCode('Sous_Sous_Famille')).toBe('soussousfamille');
    expect(normalizeColumnCode('PRIX\u00a0HT')).toBe('prixht');
  });

  it('drops a BOM left before the first code', () => {
    expect(normalizeColumnCode('\uFEFFCODE')).toBe('code');
  });
});

describe('matchHeader', () => {
  it("reads the sample export's header, Désignation decoded from Windows-1252 included", () => {
    const decoded = iconv.decode(iconv.encode(SAMPLE_HEADER.join(';'), 'win1252'), 'win1252');
    const match = matchHeader(decoded.split(';'));
    expect(match.missing).toEqual([]);
    expect(match.columns).toEqual({
      code: 0,
      secondaryCode: 1,
      label: 2,
      description: 3,
      brand: 4,
      packaging: 5,
      price: 7,
      vat: 8,
      category: 9,
      subCategory: 10,
      underSubCategory: 11,
      dormant: 12,
    });
  });

  it('accepts the aliases, in any order', () => {
    const match = matchHeader([
      'sous sous famille',
      'Libellé',
      'PV_HT',
      'Référence',
      'Famille',
      'Sous_famille',
      'REF_FOURNISSEUR',
      'DESIG_LONGUE',
      'FABRICANT',
      'COND',
      'TVA',
    ]);
    expect(match.missing).toEqual([]);
    expect(match.columns).toMatchObject({
      underSubCategory: 0,
      label: 1,
      price: 2,
      code: 3,
      category: 4,
      subCategory: 5,
      secondaryCode: 6,
      description: 7,
      brand: 8,
      packaging: 9,
      vat: 10,
    });
  });

  it('ignores CH_INU and unknown columns', () => {
    const match = matchHeader(['CH_INU', 'STOCK', 'CODE']);
    expect(match.columns).toEqual({ code: 2 });
    expect(match.recognised).toBe(1);
  });

  it('keeps the first of two columns with the same meaning', () => {
    expect(matchHeader(['LIBELLE', 'DESIG']).columns.label).toBe(0);
  });

  it('lists the required columns that are missing, with their aliases', () => {
    const match = matchHeader(['CODE', 'DESIG', 'FAMILLE', 'SOUS_FAMILLE', 'SOUS_SOUS_FAMILLE']);
    expect(match.missing).toEqual(['PRIX_HT (ou PRIX_VENTE_HT, PV_HT)']);
    expect(matchHeader(['MARQUE']).missing).toEqual([
      'CODE (ou REFERENCE, REF)',
      'DESIG (ou DESIGNATION, LIBELLE)',
      'PRIX_HT (ou PRIX_VENTE_HT, PV_HT)',
      'FAMILLE',
      'SOUS_FAMILLE',
      'SOUS_SOUS_FAMILLE',
    ]);
  });
});
