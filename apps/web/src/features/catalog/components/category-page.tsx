import type {
  FlatCategory,
  FlatSubCategory,
  FlatUnderSubCategory,
} from '@labo/domain/catalog-schemas';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  subCategoriesOf,
  trailHref,
  underSubCategoriesOf,
} from '#shared/categories/catalog-tree.ts';
import { useFlatCategories } from '#shared/categories/get-flat-categories.ts';
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';
import { usePageMeta } from '#shared/page-meta.ts';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { catalogMessages } from '../catalog-messages';
import { CatalogBreadcrumb } from './catalog-breadcrumb';
import { CategoryImage } from './category-image';
import { LinkChips } from './link-chips';

/**
 * /{categoryName} (docs/product/catalogue.md#category-page): breadcrumb, the sub-categories
 * and the category picture.
 */
export function CategoryPage({ category }: { category: FlatCategory }) {
  usePageTitle(category.label);
  const { data: flat } = useFlatCategories();
  const subCategories = flat ? subCategoriesOf(flat, category.id) : [];
  const underSubCategoryCount = flat
    ? subCategories.reduce((sum, item) => sum + underSubCategoriesOf(flat, item.id).length, 0)
    : 0;
  usePageMeta({
    description: catalogMessages.categoryDescription(
      category.label,
      subCategories.map((item) => item.label),
    ),
    canonicalPath: trailHref({ category }),
    structuredData: { kind: 'category', trail: { category } },
  });

  return (
    <>
      <CatalogBreadcrumb trail={{ category }} />
      <CategoryHeader
        category={category}
        subCategories={subCategories}
        underSubCategoryCount={underSubCategoryCount}
      />

      <Typography id="sub-categories-title" variant="h2" sx={{ mb: 2 }}>
        {catalogMessages.subCategoriesTitle}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="sub-categories-title"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {/* A card at a time: the cards in the page's turn made it its longest task
            (docs/decisions/027-server-rendering.md). */}
        {subCategories.map((subCategory) => (
          <HydrateInTurn key={subCategory.id}>
            <SubCategoryCard
              category={category}
              subCategory={subCategory}
              underSubCategories={flat ? underSubCategoriesOf(flat, subCategory.id) : []}
            />
          </HydrateInTurn>
        ))}
      </Box>
    </>
  );
}

type CategoryHeaderProps = {
  category: FlatCategory;
  subCategories: readonly FlatSubCategory[];
  underSubCategoryCount: number;
};

/** The category's title, counts, introduction and sub-category chips, beside its picture. */
function CategoryHeader({ category, subCategories, underSubCategoryCount }: CategoryHeaderProps) {
  return (
    <Box
      component="section"
      aria-labelledby="category-title"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          md: 'minmax(0, 1fr) 340px',
          lg: 'minmax(0, 1fr) 420px',
        },
        p: { xs: 2, md: 3 },
        mb: { xs: 3, md: 4 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box>
        <Typography id="category-title" variant="h1" sx={{ mb: 0.5 }}>
          {category.label}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {catalogMessages.categorySummary(subCategories.length, underSubCategoryCount)}
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: 560 }}>{catalogMessages.categoryIntro}</Typography>
        {/* Phones: the sub-category cards follow right below, the chips would repeat them. */}
        <Box sx={{ [NARROW_SCREEN_MEDIA]: { display: 'none' } }}>
          <LinkChips
            label={catalogMessages.subCategoriesTitle}
            links={subCategories.map((subCategory) => ({
              id: subCategory.id,
              label: subCategory.label,
              href: trailHref({ category, subCategory }),
            }))}
          />
        </Box>
      </Box>
      <CategoryImage category={category} />
    </Box>
  );
}

type SubCategoryCardProps = {
  category: FlatCategory;
  subCategory: FlatSubCategory;
  underSubCategories: readonly FlatUnderSubCategory[];
};

/** A sub-category's card: its link, then the links of its under-sub-categories. */
function SubCategoryCard({ category, subCategory, underSubCategories }: SubCategoryCardProps) {
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: 3,
        borderTopColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      <Link
        component={RouterLink}
        to={trailHref({ category, subCategory })}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, mb: 1 }}
      >
        {subCategory.label}
        <ChevronRightIcon aria-hidden fontSize="small" />
      </Link>
      {underSubCategories.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& li': { py: 0.25 } }}>
          {underSubCategories.map((underSubCategory) => (
            <li key={underSubCategory.id}>
              <Link
                component={RouterLink}
                to={trailHref({ category, subCategory, underSubCategory })}
                variant="body2"
                color="text.secondary"
              >
                {underSubCategory.label}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
