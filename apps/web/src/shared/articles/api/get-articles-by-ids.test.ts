import { ARTICLES_BY_IDS_MAX } from '@labo/domain/catalog-schemas';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#testing/test-api.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { getArticlesByIds } from './get-articles-by-ids';

describe('getArticlesByIds', () => {
  it('asks for at most 500 ids per call and joins the answers', async () => {
    const article = makeArticle();
    const fetchMock = stubApi({ 'POST /exposed/articles/by/ids': [article] });
    const ids = Array.from({ length: ARTICLES_BY_IDS_MAX + 1 }, (_, index) => index + 1);

    const articles = await getArticlesByIds(ids);

    const sent = fetchMock.mock.calls.map(
      ([, init]) => (JSON.parse(String(init?.body)) as { ids: number[] }).ids,
    );
    expect(sent.map((batch) => batch.length)).toEqual([ARTICLES_BY_IDS_MAX, 1]);
    expect(sent.flat()).toEqual(ids);
    expect(articles).toEqual([article, article]);
  });
});
