import { describe, expect, it } from 'vitest';
import { quoteLineTitle, shortDescription, splitQuoteLineTitle } from './article-text';

describe('shortDescription (docs/product/catalogue.md#short-description)', () => {
  it('keeps descriptions of 180 characters or less', () => {
    expect(shortDescription('Court')).toBe('Court');
    const exact = 'a'.repeat(180);
    expect(shortDescription(exact)).toBe(exact);
  });

  it('cuts longer descriptions at 180 and adds "..."', () => {
    const long = `${'a'.repeat(180)}bcd`;
    expect(shortDescription(long)).toBe(`${'a'.repeat(180)}...`);
    expect(shortDescription('é'.repeat(181))).toBe(`${'é'.repeat(180)}...`);
  });

  it('counts astral characters once', () => {
    const emoji = '🧪'.repeat(181);
    expect(shortDescription(emoji)).toBe(`${'🧪'.repeat(180)}...`);
    expect(shortDescription('🧪'.repeat(180))).toBe('🧪'.repeat(180));
  });

  it('gives an empty text for no description', () => {
    expect(shortDescription(null)).toBe('');
    expect(shortDescription(undefined)).toBe('');
    expect(shortDescription('')).toBe('');
  });
});

describe('quote line titles (docs/product/quote-request.md#line-snapshot)', () => {
  it('joins brand and label', () => {
    expect(quoteLineTitle('Duran', 'Bécher 250 ml')).toBe('Duran - Bécher 250 ml');
    expect(quoteLineTitle(' Duran ', 'Bécher')).toBe('Duran - Bécher');
  });

  it('splits at the first " - "', () => {
    expect(splitQuoteLineTitle('Duran - Bécher - forme basse')).toEqual({
      brand: 'Duran',
      title: 'Bécher - forme basse',
    });
  });

  it('has no brand without a separator', () => {
    expect(splitQuoteLineTitle('Bécher-250')).toEqual({ brand: '', title: 'Bécher-250' });
  });

  it('cuts the title to 130 characters', () => {
    const label = 'x'.repeat(200);
    expect(splitQuoteLineTitle(`Duran - ${label}`)).toEqual({
      brand: 'Duran',
      title: 'x'.repeat(130),
    });
    expect(splitQuoteLineTitle('y'.repeat(131)).title).toBe('y'.repeat(130));
  });

  it('round-trips, also without a brand', () => {
    const label = 'Éprouvettes graduées (verre) - 10 ml';
    expect(splitQuoteLineTitle(quoteLineTitle('Duran', label))).toEqual({
      brand: 'Duran',
      title: label,
    });
    expect(splitQuoteLineTitle(quoteLineTitle(null, label))).toEqual({ brand: '', title: label });
    expect(quoteLineTitle('', 'Pipette')).toBe(' - Pipette');
  });
});
