import { describe, expect, it } from 'vitest';
import { apiPath, apiRoutes } from './api-routes';
import { catalogueRoutes } from './catalogue-routes';

describe('apiPath', () => {
  it('returns a fixed path as it is', () => {
    expect(apiPath(apiRoutes.flatCategories)).toBe('/exposed/categories/flat');
  });

  it('fills every parameter, in any order', () => {
    expect(apiPath(apiRoutes.campaignRemoveArticle, { campaignId: 2, articleId: 55 })).toBe(
      '/api/protected/remove/55/article/from/2/sales/campaigns',
    );
  });

  it('percent-encodes a value holding a slash or a space', () => {
    expect(apiPath(apiRoutes.articlesByReference, { reference: 'DUR/250 A' })).toBe(
      '/exposed/articles/by/DUR%2F250%20A/reference',
    );
  });

  it('reads a parameter followed by a file extension', () => {
    expect(apiPath(apiRoutes.oxygeneRejectedLines, { id: 7 })).toBe(
      '/api/oxygene/imports/7/rejected-lines.csv',
    );
  });

  it('takes only the patterns of the table, and each parameter they name', () => {
    // @ts-expect-error a path written by hand, outside the table
    expect(apiPath('/api/protected/not/a/route')).toBe('/api/protected/not/a/route');
    // @ts-expect-error a parameter missing
    expect(() => apiPath(apiRoutes.oxygeneRejectedLines, {})).toThrow(/Missing route parameter id/);
  });

  it('has one pattern per route', () => {
    const patterns = Object.values(apiRoutes);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('holds the catalogue table, pattern for pattern', () => {
    expect(apiRoutes).toMatchObject(catalogueRoutes);
  });
});
