import type { ReactNode } from 'react';
import { type CatalogTrail, resolveSegments } from '#shared/categories/catalog-tree.ts';
import { useFlatCategories } from '#shared/categories/get-flat-categories.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { notFoundByLevel } from '../catalog-messages';
import { CatalogNotFound } from './catalog-not-found';
import { CategoriesLoadError } from './categories-load-error';

type CatalogSegments = { category: string; subCategory?: string; underSubCategory?: string };

type CatalogTrailGateProps = {
  segments: CatalogSegments;
  children: (trail: CatalogTrail) => ReactNode;
};

/**
 * Turns the slugs of a label route into the categories they name, with the loading, error
 * and not-found states (docs/product/catalogue.md#not-found-texts) every catalogue page
 * shares.
 */
export function CatalogTrailGate({ segments, children }: CatalogTrailGateProps) {
  const categoriesQuery = useFlatCategories();

  if (categoriesQuery.isPending) return <DelayedLoader />;
  if (categoriesQuery.isError) {
    return <CategoriesLoadError onRetry={() => void categoriesQuery.refetch()} />;
  }
  const lookup = resolveSegments(categoriesQuery.data, segments);
  if (!lookup.found) return <CatalogNotFound text={notFoundByLevel[lookup.missing]} />;
  return children(lookup.trail);
}
