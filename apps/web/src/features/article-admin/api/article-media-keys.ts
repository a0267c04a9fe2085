/**
 * The mutation keys of the media changes (docs/product/media.md#article-admin-block), one per
 * article: its controls wait while any change of that article runs. The changes reload the
 * article reads through the catalogue's `articleKeys`.
 */
export const articleMediaKeys = {
  all: ['article-media'] as const,
  article: (articleId: number) => [...articleMediaKeys.all, articleId] as const,
};
