import { isReservedSegment } from '@labo/domain/slug';
import { useParams } from 'react-router';
import { CatalogTrailGate } from '#features/catalog/components/catalog-trail-gate.tsx';
import { CategoryPage } from '#features/catalog/components/category-page.tsx';
import { NotFoundRoute } from './not-found';

/** /{categoryName} and /categories/{category-slug} (docs/product/catalogue.md#category-page). */
export function CategoryRoute() {
  const { category = '' } = useParams();
  // /cart, /login… until their pages exist: the app's own word, never a category (slug.ts).
  if (isReservedSegment(category)) return <NotFoundRoute />;
  return (
    <CatalogTrailGate segments={{ category }}>
      {(trail) => <CategoryPage key={trail.category.id} category={trail.category} />}
    </CatalogTrailGate>
  );
}
