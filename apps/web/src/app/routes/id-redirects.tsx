import { useParams } from 'react-router';
import { ArticleIdRedirect } from '#features/catalog/components/article-id-redirect.tsx';
import { CatalogIdRedirect } from '#features/catalog/components/catalog-id-redirect.tsx';

// Numeric-id entry points (docs/product/catalogue.md#id-redirects), one small chunk for the
// four of them.

export function CategoryIdRoute() {
  return <CatalogIdRedirect level="category" rawId={useParams().id} />;
}

export function SubCategoryIdRoute() {
  return <CatalogIdRedirect level="subCategory" rawId={useParams().id} />;
}

export function UnderSubCategoryIdRoute() {
  return <CatalogIdRedirect level="underSubCategory" rawId={useParams().id} />;
}

export function ArticleIdRoute() {
  const { id } = useParams();
  // Keyed by id: /a/1 then /a/2 starts a fresh lookup.
  return <ArticleIdRedirect key={id} rawId={id} />;
}
