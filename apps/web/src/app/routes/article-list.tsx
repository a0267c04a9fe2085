import { isReservedSegment } from '@labo/domain/slug';
import { useParams } from 'react-router';
import { addToQuoteColumns } from '#features/cart/components/add-to-quote-field.tsx';
import { ArticleListPage } from '#features/catalog/components/article-list-page.tsx';
import { CatalogTrailGate } from '#features/catalog/components/catalog-trail-gate.tsx';
import { NotFoundRoute } from './not-found';

/**
 * /{category}/{sub} and /{category}/{sub}/{under} (and their /categories/... forms,
 * docs/product/catalogue.md#article-list-pages): the article list of the sub-category or of
 * the under-sub-category.
 */
export function ArticleListRoute() {
  const { category = '', subcategory = '', undersubcategory } = useParams();
  if (isReservedSegment(category)) return <NotFoundRoute />;
  return (
    <CatalogTrailGate
      segments={{ category, subCategory: subcategory, underSubCategory: undersubcategory }}
    >
      {({ subCategory, ...trail }) =>
        subCategory ? (
          <ArticleListPage
            key={`${subCategory.id}/${trail.underSubCategory?.id ?? ''}`}
            trail={{ ...trail, subCategory }}
            actionColumns={addToQuoteColumns}
          />
        ) : null
      }
    </CatalogTrailGate>
  );
}
