import { describe, expect, it } from 'vitest';
import {
  type Article,
  articleDetailAnswerSchema,
  articleListSchema,
  articleSchema,
  attachmentSchema,
  campaignSchema,
  flatCategoriesSchema,
  idParamSchema,
  referenceParamSchema,
  slugParamSchema,
} from './catalog-schemas';
import {
  ARTICLE_EXAMPLE as article,
  DOCUMENT_EXAMPLE as document,
  PICTURE_EXAMPLE as picture,
} from './testing/article-example';

describe('attachmentSchema', () => {
  it('accepts pictures and documents', () => {
    expect(attachmentSchema.parse(picture)).toEqual(picture);
    expect(attachmentSchema.parse(document)).toEqual(document);
  });

  it('refuses booleans as flags', () => {
    expect(attachmentSchema.safeParse({ ...picture, is_picture: true }).success).toBe(false);
  });
});

describe('articleSchema', () => {
  it('accepts the documented example', () => {
    const parsed: Article = articleSchema.parse(article);
    expect(parsed).toEqual(article);
  });

  it('accepts a list article without description nor attachments', () => {
    const { description: _d, attachments: _a, pictures: _p, ...listed } = article;
    expect(articleListSchema.parse([listed])).toEqual([listed]);
  });

  it('accepts null where the article shape allows no value', () => {
    const bare = {
      ...article,
      brandName: null,
      crm_secondary_id: null,
      conditionnement: null,
      youtubeLink: null,
      active_sales_campaign_id: null,
      activeSaleCampaign: null,
      sales_campaign: [],
    };
    expect(articleSchema.safeParse(bare).success).toBe(true);
  });

  it('refuses badly typed fields', () => {
    expect(articleSchema.safeParse({ ...article, basePrice: 12.5 }).success).toBe(false);
    expect(articleSchema.safeParse({ ...article, basePrice: '12.5' }).success).toBe(false);
    expect(articleSchema.safeParse({ ...article, featured: 1 }).success).toBe(false);
    expect(articleSchema.safeParse({ ...article, label: undefined }).success).toBe(false);
    expect(
      articleSchema.safeParse({
        ...article,
        activeSaleCampaign: { ...article.activeSaleCampaign, end_date_time: '2026-11-30' },
      }).success,
    ).toBe(false);
  });

  it('drops unknown keys', () => {
    expect(articleSchema.parse({ ...article, internal: 'x' })).not.toHaveProperty('internal');
  });
});

describe('articleDetailAnswerSchema', () => {
  it('wants exactly one complete article', () => {
    expect(articleDetailAnswerSchema.parse({ article: [article] }).article[0].id).toBe(812);
    expect(articleDetailAnswerSchema.safeParse({ article: [] }).success).toBe(false);
    expect(articleDetailAnswerSchema.safeParse({ article: [article, article] }).success).toBe(
      false,
    );
    const { pictures: _p, ...withoutPictures } = article;
    expect(articleDetailAnswerSchema.safeParse({ article: [withoutPictures] }).success).toBe(false);
  });
});

describe('flatCategoriesSchema', () => {
  it('accepts the three flat lists', () => {
    const flat = {
      categories: [{ id: 2, label: 'Verrerie', slug: 'verrerie' }],
      subCategories: [{ id: 10, label: 'Béchers', slug: 'bechers', category_id: 2 }],
      underSubCategories: [
        { id: 45, label: 'Forme basse', slug: 'forme-basse', sub_category_id: 10 },
      ],
    };
    expect(flatCategoriesSchema.parse(flat)).toEqual(flat);
    expect(
      flatCategoriesSchema.safeParse({
        ...flat,
        subCategories: [{ id: 10, label: 'x', slug: 'x' }],
      }).success,
    ).toBe(false);
  });
});

describe('campaignSchema', () => {
  it('accepts a campaign', () => {
    const campaign = {
      id: 7,
      title: 'Rentrée',
      percentage: 15,
      start_date_time: '2026-11-01T00:00:00+01:00',
      end_date_time: '2026-11-30T23:59:59+01:00',
      articlesCnt: 12,
    };
    expect(campaignSchema.parse(campaign)).toEqual(campaign);
    expect(campaignSchema.safeParse({ ...campaign, articlesCnt: -1 }).success).toBe(false);
  });
});

describe('route parameters', () => {
  it('coerces ids', () => {
    expect(idParamSchema.parse({ id: '812' })).toEqual({ id: 812 });
    expect(idParamSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(idParamSchema.safeParse({ id: '0' }).success).toBe(false);
  });

  it('reads decimal digits only: one id, one address', () => {
    for (const other of ['0x1', '1e0', '01', ' 1', '1 ', '+1', '1.0', '0b1', '2147483648']) {
      expect(idParamSchema.safeParse({ id: other }).success, other).toBe(false);
    }
    expect(idParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it('accepts slugify output only', () => {
    expect(slugParamSchema.parse({ slug: 'becher-250-ml' })).toEqual({ slug: 'becher-250-ml' });
    for (const bad of ['', 'Becher', 'a--b', '-a', 'a-', 'a b', 'é']) {
      expect(slugParamSchema.safeParse({ slug: bad }).success, bad).toBe(false);
    }
  });

  it('wants references of 3 characters or more', () => {
    expect(referenceParamSchema.parse({ reference: ' DUR-1 ' })).toEqual({ reference: 'DUR-1' });
    expect(referenceParamSchema.safeParse({ reference: 'AB' }).success).toBe(false);
    expect(referenceParamSchema.safeParse({ reference: '  AB  ' }).success).toBe(false);
  });
});
