import type { Article, ArticleDetail } from '@labo/domain/catalog-schemas';

// Articles in the wire shape (docs/product/catalogue.md#article-shape), for the tests of
// every screen that shows some.

let nextId = 1000;

export function makeArticle(overrides: Partial<Article> = {}): Article {
  nextId += 1;
  const id = overrides.id ?? nextId;
  return {
    id,
    label: `Article ${id}`,
    short_description: `Description courte de l'article ${id}`,
    brandName: 'Duran',
    crmId: `DUR-${id}`,
    crm_secondary_id: null,
    conditionnement: 'Unité',
    basePrice: '10.00',
    ttcPrice: '12.00',
    slug: `article-${id}`,
    under_sub_category_id: 45,
    cat_label: 'Verrerie',
    sc_label: 'Verrerie de laboratoire',
    usc_label: 'Béchers',
    featured: '0',
    soft_deleted: '0',
    youtubeLink: null,
    active_sales_campaign_id: null,
    activeSaleCampaign: null,
    sales_campaign: [],
    ...overrides,
  };
}

/** A running campaign of `percentage` %, ending far in the future. */
export function onSale(
  percentage: number,
): Pick<Article, 'active_sales_campaign_id' | 'activeSaleCampaign'> {
  return {
    active_sales_campaign_id: 7,
    activeSaleCampaign: {
      title: 'Rentrée',
      percentage,
      end_date_time: '2099-11-30T23:59:59+01:00',
    },
  };
}

export function makeArticleDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...makeArticle(overrides),
    description: 'Bécher en verre borosilicaté 3.3, forme basse, gradué.',
    pictures: [],
    attachments: [],
    ...overrides,
  };
}
