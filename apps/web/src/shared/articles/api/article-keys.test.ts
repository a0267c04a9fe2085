import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { articleKeys } from './article-keys';
import { getArticleByIdQueryOptions } from './get-article-by-id';
import { getArticleBySlugQueryOptions } from './get-article-by-slug';
import { getCatalogArticlesQueryOptions } from './get-catalog-articles';
import { getFeaturedArticlesQueryOptions } from './get-featured-articles';

describe('articleKeys', () => {
  it('lets one invalidation reach every article read', async () => {
    const queryClient = new QueryClient();
    const keys = [
      getCatalogArticlesQueryOptions('subCategory', 10).queryKey,
      getCatalogArticlesQueryOptions('underSubCategory', 100).queryKey,
      getFeaturedArticlesQueryOptions().queryKey,
      getArticleBySlugQueryOptions('becher-250-ml').queryKey,
      getArticleByIdQueryOptions(7).queryKey,
    ];
    for (const key of keys) queryClient.setQueryData(key, []);

    await queryClient.invalidateQueries({ queryKey: articleKeys.all });

    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(
      keys.map(() => true),
    );
  });

  it('keeps an article asked by id apart from one asked by slug', () => {
    expect(articleKeys.byId(7)).not.toEqual(articleKeys.detail('7'));
  });
});
