import { useParams } from 'react-router';
import { CategoryOverview } from '../../features/catalog/components/category-overview';

/** SPEC §2 /{categoryName}: the segment is the category's slug. */
export function CategoryRoute() {
  const { categorySlug = '' } = useParams();
  return <CategoryOverview categorySlug={categorySlug} />;
}
