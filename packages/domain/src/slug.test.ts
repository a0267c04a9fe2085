import { describe, expect, it } from 'vitest';
import { isReservedSegment, RESERVED_ROUTE_SEGMENTS, slugify } from './slug';

describe('slugify (docs/product/catalogue.md#slug-rule)', () => {
  it('follows the rule on a typical label', () => {
    expect(slugify('Éprouvettes graduées (verre) - 10 ml')).toBe(
      'eprouvettes-graduees-verre-10-ml',
    );
  });

  it('lower-cases and removes accents', () => {
    expect(slugify('Hygiène et Sécurité')).toBe('hygiene-et-securite');
    expect(slugify('MESURES PHYSIQUES')).toBe('mesures-physiques');
  });

  it('maps ligatures and sharp s', () => {
    expect(slugify('Cœur Æ Straße')).toBe('coeur-ae-strasse');
    expect(slugify('ŒUVRE')).toBe('oeuvre');
  });

  it('turns every kind of space into a hyphen', () => {
    expect(slugify('a b\tc\u00a0d\u202fe')).toBe('a-b-c-d-e');
  });

  it('drops other non-alphanumeric characters without adding hyphens', () => {
    expect(slugify("Verrerie/Plastique l'eau 10% + 5°C")).toBe('verrerieplastique-leau-10-5c');
    expect(slugify('a_b.c,d')).toBe('abcd');
  });

  it('keeps existing hyphens and collapses repeats', () => {
    expect(slugify('Bécher forme basse 250 ml DUR-100002')).toBe(
      'becher-forme-basse-250-ml-dur-100002',
    );
    expect(slugify('a --- b')).toBe('a-b');
    expect(slugify('a - - b')).toBe('a-b');
  });

  it('trims edge hyphens', () => {
    expect(slugify('  -(Verre)-  ')).toBe('verre');
    expect(slugify('- a -')).toBe('a');
  });

  it('returns an empty string for symbols only', () => {
    expect(slugify('')).toBe('');
    expect(slugify('(%) - !')).toBe('');
  });

  it('keeps digits and folds the micro sign', () => {
    expect(slugify('Micropipette 100 µl')).toBe('micropipette-100-ul');
  });

  it('is idempotent', () => {
    const once = slugify('Éprouvettes graduées (verre) - 10 ml');
    expect(slugify(once)).toBe(once);
  });
});

describe('reserved route segments', () => {
  it('covers the first segments of the routes and the server paths', () => {
    for (const segment of [
      'home',
      'cart',
      'contact',
      'admin',
      'a',
      'c',
      'sc',
      'usc',
      'api',
      'exposed',
    ]) {
      expect(RESERVED_ROUTE_SEGMENTS).toContain(segment);
    }
  });

  it('holds only values a label could slugify to, so the import check can match them', () => {
    for (const segment of RESERVED_ROUTE_SEGMENTS) {
      expect(slugify(segment)).toBe(segment);
    }
  });

  it('recognises reserved segments exactly', () => {
    expect(isReservedSegment('admin')).toBe(true);
    expect(isReservedSegment('usc')).toBe(true);
    expect(isReservedSegment('verrerie')).toBe(false);
    expect(isReservedSegment('Admin')).toBe(false);
    expect(isReservedSegment(slugify('Admin'))).toBe(true);
    expect(isReservedSegment('')).toBe(false);
  });
});
