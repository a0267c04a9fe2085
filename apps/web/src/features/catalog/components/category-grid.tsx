import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { useFlatCategories } from '#shared/categories/get-flat-categories.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { catalogMessages } from '../catalog-messages';
import { CategoriesLoadError } from './categories-load-error';

/** The top categories as a grid of links to their pages (docs/product/catalogue.md#home-page). */
export function CategoryGrid() {
  const categoriesQuery = useFlatCategories();

  if (categoriesQuery.isPending) return <DelayedLoader />;
  if (categoriesQuery.isError) {
    return <CategoriesLoadError onRetry={() => void categoriesQuery.refetch()} />;
  }

  const { categories, subCategories } = categoriesQuery.data;
  if (categories.length === 0) {
    return <Typography color="text.secondary">{catalogMessages.noCategories}</Typography>;
  }

  const subCategoryCounts = new Map<number, number>();
  for (const subCategory of subCategories) {
    const count = subCategoryCounts.get(subCategory.category_id) ?? 0;
    subCategoryCounts.set(subCategory.category_id, count + 1);
  }

  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        // As many columns as fit cards of 240 px: one on a phone, four at full width.
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {/* A card at a time: the grid in one was one of the home page's longest tasks
          (docs/decisions/027-server-rendering.md). */}
      {categories.map((category) => (
        <HydrateInTurn key={category.id}>
          <li>
            <Link
              component={RouterLink}
              to={paths.category.getHref(category.slug)}
              underline="none"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                height: '100%',
                minHeight: 88,
                p: 2,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderLeft: 4,
                borderLeftColor: 'primary.main',
                borderRadius: 1,
                color: 'text.primary',
                transition: 'border-color 120ms, box-shadow 120ms',
                '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography component="span" variant="h3" sx={{ display: 'block' }}>
                  {category.label}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {catalogMessages.subCategoryCount(subCategoryCounts.get(category.id) ?? 0)}
                </Typography>
              </Box>
              <ChevronRightIcon aria-hidden sx={{ color: 'primary.main' }} />
            </Link>
          </li>
        </HydrateInTurn>
      ))}
    </Box>
  );
}
