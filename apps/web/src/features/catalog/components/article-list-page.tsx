import type { FlatSubCategory } from '@labo/domain/catalog-schemas';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useCatalogArticles } from '#shared/articles/api/get-catalog-articles.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { ArticleList } from '#shared/articles/article-list.tsx';
import {
  type CatalogTrail,
  trailHref,
  underSubCategoriesOf,
} from '#shared/categories/catalog-tree.ts';
import { useFlatCategories } from '#shared/categories/get-flat-categories.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { usePageMeta } from '#shared/page-meta.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { catalogMessages } from '../catalog-messages';
import { CatalogBreadcrumb } from './catalog-breadcrumb';
import { LinkChips } from './link-chips';

type ListTrail = CatalogTrail & { subCategory: FlatSubCategory };

type ArticleListPageProps = {
  trail: ListTrail;
  /** What the list's last columns hold: the route gives the add-to-quote field. */
  actionColumns: ArticleActionColumns;
};

/**
 * /{category}/{sub} and /{category}/{sub}/{under}
 * (docs/product/catalogue.md#article-list-pages): breadcrumb, links to the
 * under-sub-categories, then the article list of the deepest level named.
 */
export function ArticleListPage({ trail, actionColumns }: ArticleListPageProps) {
  const { category, subCategory, underSubCategory } = trail;
  const pageLabel = underSubCategory?.label ?? subCategory.label;
  usePageTitle(pageLabel);

  const { data: flat } = useFlatCategories();
  const underSubCategories = flat ? underSubCategoriesOf(flat, subCategory.id) : [];
  const articlesQuery = useCatalogArticles(
    underSubCategory ? 'underSubCategory' : 'subCategory',
    underSubCategory?.id ?? subCategory.id,
  );
  usePageMeta({
    description: catalogMessages.listDescription(pageLabel, articlesQuery.data?.length),
    canonicalPath: trailHref(trail),
    structuredData: { kind: 'category', trail },
  });

  return (
    <>
      <CatalogBreadcrumb trail={trail} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {pageLabel}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <LinkChips
          label={catalogMessages.underSubCategoriesTitle}
          links={underSubCategories.map((item) => ({
            id: item.id,
            label: item.label,
            href: trailHref({ category, subCategory, underSubCategory: item }),
            current: item.id === underSubCategory?.id,
          }))}
        />
      </Box>
      <Box component="section" aria-labelledby="articles-title">
        {/* The list says how many articles it holds, next to its sort control. */}
        <Typography id="articles-title" variant="h2" sx={{ mb: 1.5 }}>
          {catalogMessages.articlesTitle}
        </Typography>
        {articlesQuery.isPending ? (
          <DelayedLoader />
        ) : articlesQuery.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void articlesQuery.refetch()}>
                {catalogMessages.retry}
              </Button>
            }
          >
            {catalogMessages.articlesLoadError}
          </Alert>
        ) : (
          <ArticleList
            articles={articlesQuery.data}
            inDefaultOrder
            actionColumns={actionColumns}
            emptyText={catalogMessages.noArticles}
          />
        )}
      </Box>
    </>
  );
}
