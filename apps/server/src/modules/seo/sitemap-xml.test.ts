import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, URLSET_END, URLSET_START, urlElement } from './sitemap-xml';

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

describe('sitemap XML (docs/product/search-engines.md#sitemap)', () => {
  const awkward = 'https://labo.example/l\'atelier&co/<verrerie>/"bechers"';

  it('escapes the characters XML gives a meaning to, and reads back the same address', () => {
    const xml = URLSET_START + urlElement({ loc: awkward }) + URLSET_END;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(parser.parse(xml).urlset.url[0].loc).toBe(awkward);
  });

  it('writes lastmod as a W3C datetime in UTC, to the second', () => {
    const xml = urlElement({
      loc: 'https://labo.example/home',
      lastmod: new Date('2026-11-20T10:02:03.456+01:00'),
    });
    expect(xml).toContain('<lastmod>2026-11-20T09:02:03Z</lastmod>');
  });

  it('writes an index that names each file', () => {
    const xml = sitemapIndexXml(['https://labo.example/sitemap-1.xml', awkward]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const index = parser.parse(xml).sitemapindex;
    expect(index.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      'https://labo.example/sitemap-1.xml',
      awkward,
    ]);
  });
});
