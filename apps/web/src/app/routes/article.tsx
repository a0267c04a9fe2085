import { articlePath } from '@labo/domain/catalog-paths';
import type { ArticleDetail as ArticleDetailData } from '@labo/domain/catalog-schemas';
import { isAdmin } from '@labo/domain/session-rules';
import { Alert, Button } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { articlesMessages } from '#features/articles/articles-messages.ts';
import { ArticleDetail } from '#features/articles/components/article-detail.tsx';
import { AddToQuoteField } from '#features/cart/components/add-to-quote-field.tsx';
import { CatalogNotFound } from '#features/catalog/components/catalog-not-found.tsx';
import { isApiError } from '#shared/api-client.ts';
import { useArticleBySlug } from '#shared/articles/api/get-article-by-slug.ts';
import { attachmentFullSizeUrl } from '#shared/articles/article-media.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { type PageMeta, SHOP_DESCRIPTION, usePageMeta } from '#shared/page-meta.ts';
import { useDeviceData } from '#shared/server-render/use-device-data.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { usePageTitle } from '#shared/use-page-title.ts';

// The admin block is its own chunk, loaded for administrators only: visitors never
// download it (docs/decisions/004-web-app-structure.md).
const ArticleAdminBlock = lazy(async () => ({
  default: (await import('#features/article-admin/components/article-admin-block.tsx'))
    .ArticleAdminBlock,
}));

/** The article's description and picture for search engines and link previews. */
function articleMeta(article: ArticleDetailData | undefined): PageMeta {
  if (!article) return { description: SHOP_DESCRIPTION };
  const [picture] = article.pictures;
  return {
    description: article.short_description || article.label,
    canonicalPath: articlePath(article),
    image: picture ? attachmentFullSizeUrl(picture.id) : undefined,
    structuredData: { kind: 'article', article },
  };
}

/**
 * /{categoryName}/{subcategoryName}/{undersubcategoryName}/{article}
 * (docs/product/catalogue.md#article-page): the last segment is the article's slug, the
 * only one the page needs.
 */
export function ArticleRoute() {
  const { article: slug = '' } = useParams();
  const articleQuery = useArticleBySlug(slug);
  const session = useDeviceData(useCurrentUser().data);
  const notFound = isApiError(articleQuery.error) && articleQuery.error.status === 404;
  usePageTitle(
    articleQuery.data?.label ?? (notFound ? articlesMessages.articleNotFound : undefined),
  );
  usePageMeta(articleMeta(articleQuery.data));

  // The layout keeps the footer below the fold, so the article's arrival moves nothing.
  if (articleQuery.isPending) return <DelayedLoader />;
  if (notFound) return <CatalogNotFound text={articlesMessages.articleNotFound} />;
  if (articleQuery.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void articleQuery.refetch()}>
            {articlesMessages.retry}
          </Button>
        }
      >
        {articlesMessages.loadError}
      </Alert>
    );
  }
  const article = articleQuery.data;
  return (
    <ArticleDetail
      article={article}
      addToQuote={<AddToQuoteField article={article} variant="full" />}
      adminBlock={
        session && isAdmin(session.user) ? (
          <Suspense fallback={null}>
            <ArticleAdminBlock article={article} />
          </Suspense>
        ) : null
      }
    />
  );
}
