import { articlePath } from '@labo/domain/catalog-paths';
import { useArticleById } from '#shared/articles/api/get-article-by-id.ts';
import { parseCatalogId } from '#shared/categories/catalog-tree.ts';
import { PageRedirect } from '#shared/server-render/page-redirect.tsx';
import { catalogMessages } from '../catalog-messages';
import { CatalogNotFound } from './catalog-not-found';
import { RedirectingNotice } from './redirecting-notice';

/**
 * /a/{articleId} (docs/product/catalogue.md#id-redirects): fetches the article and replaces
 * the address by its label route (domain articlePath: category, sub-category and
 * under-sub-category labels, then the slug). Any failure reads "Article introuvable"
 * (docs/product/catalogue.md#not-found-texts).
 */
export function ArticleIdRedirect({ rawId }: { rawId: string | undefined }) {
  const id = parseCatalogId(rawId);
  if (id === null) return <CatalogNotFound text={catalogMessages.articleNotFound} />;
  return <ArticleRedirect id={id} />;
}

function ArticleRedirect({ id }: { id: number }) {
  const articleQuery = useArticleById(id);
  if (articleQuery.isPending) return <RedirectingNotice />;
  if (articleQuery.isError) return <CatalogNotFound text={catalogMessages.articleNotFound} />;
  return <PageRedirect to={articlePath(articleQuery.data)} />;
}
