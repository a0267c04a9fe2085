import { apiPath, apiRoutes } from './api-routes';
import { activeSalePercentage } from './cart-rules';
import {
  articlePath,
  categoryPath,
  HOME_PATH,
  subCategoryPath,
  treePath,
  underSubCategoryPath,
} from './catalog-paths';
import type {
  Article,
  FlatCategory,
  FlatSubCategory,
  FlatUnderSubCategory,
} from './catalog-schemas';
import { parisDateYmd } from './dates';
import { HOME_LABEL } from './messages';
import { parseWireMoney, toWireMoney } from './money';
import { salePriceCents } from './pricing';
import { absoluteUrl } from './site-url';

// schema.org descriptions of the public pages, embedded as JSON-LD so that search engines
// read products, prices and trails (docs/product/search-engines.md#structured-data). Pure
// builders: whoever renders a page passes the site's public address and the wire shapes it
// already holds.

const SCHEMA_ORG = 'https://schema.org';

type Availability = 'https://schema.org/InStock' | 'https://schema.org/Discontinued';

interface OfferJsonLd {
  '@type': 'Offer';
  url: string;
  /** The price HT a quote would use now, campaign included, as a 2-decimal string. */
  price: string;
  priceCurrency: 'EUR';
  /** Says that the price excludes VAT, which Offer.price alone cannot. */
  priceSpecification: {
    '@type': 'UnitPriceSpecification';
    price: string;
    priceCurrency: 'EUR';
    valueAddedTaxIncluded: false;
  };
  availability: Availability;
  itemCondition: 'https://schema.org/NewCondition';
  /** The last day of the running campaign, when its price is the one offered. */
  priceValidUntil?: string;
}

export interface ProductJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  description?: string;
  brand?: { '@type': 'Brand'; name: string };
  image?: string[];
  category: string;
  offers: OfferJsonLd;
}

export interface BreadcrumbListJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** What the Organization of the home page says of the company. */
export interface CompanyFacts {
  name: string;
  phone: string;
  address: string;
}

export interface OrganizationJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'Organization';
  name: string;
  url: string;
  telephone: string;
  address: string;
  contactPoint: {
    '@type': 'ContactPoint';
    telephone: string;
    contactType: 'customer service';
    availableLanguage: 'French';
  };
}

type ProductArticle = Pick<
  Article,
  | 'id'
  | 'label'
  | 'crmId'
  | 'brandName'
  | 'basePrice'
  | 'ttcPrice'
  | 'short_description'
  | 'description'
  | 'cat_label'
  | 'sc_label'
  | 'usc_label'
  | 'slug'
  | 'soft_deleted'
  | 'activeSaleCampaign'
  | 'pictures'
>;

/**
 * The Product of an article page, with its Offer: the price HT the article is quoted at
 * now (docs/product/promotions.md#sale-price), in euros; a withdrawn article is
 * discontinued; the reference is the sku; the pictures, default first, in full size.
 */
export function productJsonLd(
  article: ProductArticle,
  publicUrl: string,
  now: Date,
): ProductJsonLd {
  const url = absoluteUrl(publicUrl, articlePath(article));
  const baseCents = parseWireMoney(article.basePrice);
  if (baseCents === null) throw new Error(`Unreadable price: "${article.basePrice}"`);
  const percentage = activeSalePercentage(article, now);
  const price = toWireMoney(salePriceCents(baseCents, percentage));
  const offers: OfferJsonLd = {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: false,
    },
    availability:
      article.soft_deleted === '1'
        ? 'https://schema.org/Discontinued'
        : 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
  if (percentage > 0 && article.activeSaleCampaign) {
    offers.priceValidUntil = parisDateYmd(article.activeSaleCampaign.end_date_time);
  }
  const description = (article.description ?? article.short_description).trim();
  const images = (article.pictures ?? []).map((picture) =>
    absoluteUrl(publicUrl, apiPath(apiRoutes.attachmentFullSize, { id: picture.id })),
  );
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: article.label,
    sku: article.crmId,
    url,
    ...(description ? { description } : {}),
    ...(article.brandName ? { brand: { '@type': 'Brand', name: article.brandName } } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    category: `${article.cat_label} > ${article.sc_label} > ${article.usc_label}`,
    offers,
  };
}

interface TrailStep {
  name: string;
  path: string;
}

function breadcrumbList(steps: readonly TrailStep[], publicUrl: string): BreadcrumbListJsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: HOME_LABEL, path: HOME_PATH }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(publicUrl, step.path),
    })),
  };
}

/**
 * The trail of a category page, the same as the one the page shows: Accueil, then each
 * level down to the page's own, at the addresses of their `slug` fields.
 */
export function categoryBreadcrumbJsonLd(
  trail: {
    category: FlatCategory;
    subCategory?: FlatSubCategory;
    underSubCategory?: FlatUnderSubCategory;
  },
  publicUrl: string,
): BreadcrumbListJsonLd {
  const levels = [trail.category, trail.subCategory, trail.underSubCategory].filter(
    (level) => level !== undefined,
  );
  const steps = levels.map((level, index) => ({
    name: level.label,
    path: treePath(...levels.slice(0, index + 1).map((l) => l.slug)),
  }));
  return breadcrumbList(steps, publicUrl);
}

/**
 * The trail of an article page, the same as the one the page shows: Accueil, its three
 * levels at the addresses built from its labels (docs/product/catalogue.md#article-urls),
 * then the article itself.
 */
export function articleBreadcrumbJsonLd(
  article: Pick<Article, 'label' | 'cat_label' | 'sc_label' | 'usc_label' | 'slug'>,
  publicUrl: string,
): BreadcrumbListJsonLd {
  const { cat_label: cat, sc_label: sub, usc_label: under } = article;
  return breadcrumbList(
    [
      { name: cat, path: categoryPath(cat) },
      { name: sub, path: subCategoryPath(cat, sub) },
      { name: under, path: underSubCategoryPath(cat, sub, under) },
      { name: article.label, path: articlePath(article) },
    ],
    publicUrl,
  );
}

/** The company on the home page (docs/product/look-and-feel.md#company-identity-is-configuration). */
export function organizationJsonLd(company: CompanyFacts, publicUrl: string): OrganizationJsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    name: company.name,
    url: absoluteUrl(publicUrl, HOME_PATH),
    telephone: company.phone,
    address: company.address,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: company.phone,
      contactType: 'customer service',
      availableLanguage: 'French',
    },
  };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: the HTML parser ends the
 * script at the first `</script` and treats `<!--` specially, whatever the JSON means, and
 * U+2028/U+2029 end lines in older JavaScript readers. Escaped as \u sequences, the text is
 * the same JSON for a JSON parser and inert for the HTML one.
 */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
