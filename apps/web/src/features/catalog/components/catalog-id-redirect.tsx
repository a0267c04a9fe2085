import {
  type CatalogLevel,
  parseCatalogId,
  resolveId,
  trailHref,
} from '#shared/categories/catalog-tree.ts';
import { useFlatCategories } from '#shared/categories/get-flat-categories.ts';
import { PageRedirect } from '#shared/server-render/page-redirect.tsx';
import { notFoundByLevel } from '../catalog-messages';
import { CatalogNotFound } from './catalog-not-found';
import { CategoriesLoadError } from './categories-load-error';
import { RedirectingNotice } from './redirecting-notice';

type CatalogIdRedirectProps = { level: CatalogLevel; rawId: string | undefined };

/**
 * /c/{id}, /sc/{id}, /usc/{id} (docs/product/catalogue.md#id-redirects): finds the id in
 * the category list (the one kept in memory, else fetched) and replaces the address by the
 * label route, so Back does not come here again.
 */
export function CatalogIdRedirect({ level, rawId }: CatalogIdRedirectProps) {
  const id = parseCatalogId(rawId);
  const categoriesQuery = useFlatCategories();
  const trail =
    id !== null && categoriesQuery.data ? resolveId(categoriesQuery.data, level, id) : null;

  if (id === null) return <CatalogNotFound text={notFoundByLevel[level]} />;
  if (categoriesQuery.isPending) return <RedirectingNotice />;
  if (categoriesQuery.isError) {
    return <CategoriesLoadError onRetry={() => void categoriesQuery.refetch()} />;
  }
  if (!trail) return <CatalogNotFound text={notFoundByLevel[level]} />;
  return <PageRedirect to={trailHref(trail)} />;
}
