import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { DelayedLoader } from '../../../shared/delayed-loader';
import { usePageTitle } from '../../../shared/use-page-title';
import { useFlatCategories } from '../api/get-flat-categories';
import { catalogMessages } from '../catalog-messages';
import { CategoriesLoadError } from './categories-load-error';

/**
 * Placeholder of the category page (SPEC §2 /{categoryName}): breadcrumb, title and the
 * sub-categories. The article lists and the category picture come with the storefront.
 */
export function CategoryOverview({ categorySlug }: { categorySlug: string }) {
  const categoriesQuery = useFlatCategories();
  const category = categoriesQuery.data?.categories.find((item) => item.slug === categorySlug);
  usePageTitle(
    category?.label ?? (categoriesQuery.isSuccess ? catalogMessages.categoryNotFound : undefined),
  );

  if (categoriesQuery.isPending) return <DelayedLoader />;
  if (categoriesQuery.isError) {
    return <CategoriesLoadError onRetry={() => void categoriesQuery.refetch()} />;
  }
  if (!category) {
    return (
      <Typography variant="h1" component="h1">
        {catalogMessages.categoryNotFound}
      </Typography>
    );
  }

  const subCategories = categoriesQuery.data.subCategories.filter(
    (subCategory) => subCategory.category_id === category.id,
  );

  return (
    <>
      <Breadcrumbs aria-label={catalogMessages.breadcrumbLabel} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.home.getHref()}>
          {catalogMessages.home}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {category.label}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {category.label}
      </Typography>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {catalogMessages.subCategoriesTitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          pl: 2.5,
          columnGap: 4,
          columns: { xs: 1, md: 2, lg: 3 },
          '& li': { py: 0.5, breakInside: 'avoid' },
        }}
      >
        {subCategories.map((subCategory) => (
          <li key={subCategory.id}>{subCategory.label}</li>
        ))}
      </Box>
    </>
  );
}
