import { describe, expect, it } from 'vitest';
import { type Article, articleSchema, attachmentSchema } from './catalog-schemas';
import { DEMO_COMPANY } from './company';
import {
  articleBreadcrumbJsonLd,
  type BreadcrumbListJsonLd,
  categoryBreadcrumbJsonLd,
  jsonLdScriptText,
  organizationJsonLd,
  productJsonLd,
} from './structured-data';
import { ARTICLE_EXAMPLE, PICTURE_EXAMPLE } from './testing/article-example';

const SITE = 'https://boutique.labo.example/';
const NOW = new Date('2026-11-20T10:00:00+01:00');

const example = articleSchema.parse(ARTICLE_EXAMPLE);
const picture = attachmentSchema.parse(PICTURE_EXAMPLE);
const article: Article = {
  ...example,
  description: 'Verre borosilicaté 3.3, graduations émaillées.',
  short_description: 'Verre borosilicaté 3.3…',
  active_sales_campaign_id: null,
  activeSaleCampaign: null,
  pictures: [picture, { ...picture, id: 5, firstAttachment: '0' }],
};

const ARTICLE_URL =
  'https://boutique.labo.example/verrerie/verrerie-de-laboratoire/bechers/becher-forme-basse-250-ml-dur-100002';

/** schema.org's required fields of a BreadcrumbList, checked the way a validator does. */
function expectValidBreadcrumb(list: BreadcrumbListJsonLd) {
  expect(list['@context']).toBe('https://schema.org');
  expect(list['@type']).toBe('BreadcrumbList');
  expect(list.itemListElement.length).toBeGreaterThan(1);
  list.itemListElement.forEach((element, index) => {
    expect(element['@type']).toBe('ListItem');
    expect(element.position).toBe(index + 1);
    expect(element.name).not.toBe('');
    expect(new URL(element.item).origin).toBe('https://boutique.labo.example');
  });
}

describe('Product (docs/product/search-engines.md#structured-data)', () => {
  it('has the fields schema.org requires: a name and an offer with price, currency and availability', () => {
    const product = productJsonLd(article, SITE, NOW);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bécher forme basse 250 ml',
      sku: 'DUR-100002',
      url: ARTICLE_URL,
      brand: { '@type': 'Brand', name: 'Duran' },
      category: 'Verrerie > Verrerie de laboratoire > Béchers',
      description: 'Verre borosilicaté 3.3, graduations émaillées.',
      offers: {
        '@type': 'Offer',
        url: ARTICLE_URL,
        price: '12.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { valueAddedTaxIncluded: false, price: '12.50' },
      },
    });
    expect(product.offers.priceValidUntil).toBeUndefined();
  });

  it('lists the pictures in full size, default first, at absolute addresses', () => {
    expect(productJsonLd(article, SITE, NOW).image).toEqual([
      'https://boutique.labo.example/exposed/attachment/3/get/full/size',
      'https://boutique.labo.example/exposed/attachment/5/get/full/size',
    ]);
  });

  it('leaves out the image, brand and description an article does not have', () => {
    const bare = {
      ...article,
      pictures: [],
      brandName: null,
      description: ' ',
      short_description: '',
    };
    const product = productJsonLd(bare, SITE, NOW);
    expect(product).not.toHaveProperty('image');
    expect(product).not.toHaveProperty('brand');
    expect(product).not.toHaveProperty('description');
  });

  it('falls back to the short description when a list shape has no description', () => {
    const { description: _left, ...listShape } = article;
    expect(productJsonLd(listShape, SITE, NOW).description).toBe('Verre borosilicaté 3.3…');
  });

  it('offers the sale price HT while a campaign runs, valid until its last day', () => {
    // The example article's campaign: 15 % until 30 November.
    const onSale = { ...article, ...example };
    const { offers } = productJsonLd(onSale, SITE, NOW);
    expect(offers.price).toBe('10.63');
    expect(offers.priceSpecification.price).toBe('10.63');
    expect(offers.priceValidUntil).toBe('2026-11-30');
    // A campaign over since the article was read no longer lowers the price.
    const later = productJsonLd(onSale, SITE, new Date('2026-12-01T00:00:00+01:00'));
    expect(later.offers.price).toBe('12.50');
    expect(later.offers.priceValidUntil).toBeUndefined();
  });

  it('says a withdrawn article is discontinued', () => {
    const withdrawn = { ...article, soft_deleted: '1' as const };
    expect(productJsonLd(withdrawn, SITE, NOW).offers.availability).toBe(
      'https://schema.org/Discontinued',
    );
  });
});

describe('BreadcrumbList', () => {
  const category = { id: 2, label: 'Verrerie', slug: 'verrerie' };
  const subCategory = {
    id: 20,
    label: 'Verrerie de laboratoire',
    slug: 'verrerie-de-laboratoire',
    category_id: 2,
  };
  const underSubCategory = { id: 45, label: 'Béchers', slug: 'bechers-2', sub_category_id: 20 };

  it('follows a category page down from Accueil, at the addresses of the slugs', () => {
    const list = categoryBreadcrumbJsonLd({ category, subCategory, underSubCategory }, SITE);
    expectValidBreadcrumb(list);
    expect(list.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['Accueil', 'https://boutique.labo.example/home'],
      ['Verrerie', 'https://boutique.labo.example/verrerie'],
      ['Verrerie de laboratoire', 'https://boutique.labo.example/verrerie/verrerie-de-laboratoire'],
      ['Béchers', 'https://boutique.labo.example/verrerie/verrerie-de-laboratoire/bechers-2'],
    ]);
  });

  it('stops at the level of the page', () => {
    const list = categoryBreadcrumbJsonLd({ category }, SITE);
    expectValidBreadcrumb(list);
    expect(list.itemListElement.map((e) => e.name)).toEqual(['Accueil', 'Verrerie']);
  });

  it('ends an article page with the article at its URL', () => {
    const list = articleBreadcrumbJsonLd(article, SITE);
    expectValidBreadcrumb(list);
    expect(list.itemListElement).toHaveLength(5);
    expect(list.itemListElement.at(3)?.item).toBe(
      'https://boutique.labo.example/verrerie/verrerie-de-laboratoire/bechers',
    );
    expect(list.itemListElement.at(4)).toMatchObject({
      position: 5,
      name: 'Bécher forme basse 250 ml',
      item: ARTICLE_URL,
    });
  });
});

describe('Organization', () => {
  it('names the company, its address, telephone and home page', () => {
    expect(organizationJsonLd(DEMO_COMPANY, 'https://labo.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: DEMO_COMPANY.name,
      url: 'https://labo.example/home',
      telephone: DEMO_COMPANY.phone,
      address: DEMO_COMPANY.address,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: DEMO_COMPANY.phone,
        contactType: 'customer service',
        availableLanguage: 'French',
      },
    });
  });
});

describe('jsonLdScriptText', () => {
  const hostile = {
    name: 'Fin </script><script>alert(1)</script> <!-- commentaire --> & «\u2028\u2029»',
  };

  it('holds nothing that ends or disturbs a script element', () => {
    const text = jsonLdScriptText(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
  });

  it('reads back as the same data', () => {
    expect(JSON.parse(jsonLdScriptText(hostile))).toEqual(hostile);
    const product = productJsonLd(article, SITE, NOW);
    expect(JSON.parse(jsonLdScriptText(product))).toEqual(product);
  });
});
