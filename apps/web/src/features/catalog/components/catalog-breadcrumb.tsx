import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { type CatalogTrail, trailHref } from '#shared/categories/catalog-tree.ts';
import { PageBreadcrumbs } from '#shared/page-breadcrumbs.tsx';
import { catalogMessages } from '../catalog-messages';

/** Home › category › sub-category › under-sub-category, the last one being the page. */
export function CatalogBreadcrumb({ trail }: { trail: CatalogTrail }) {
  const { category, subCategory, underSubCategory } = trail;
  const steps = [
    { label: category.label, href: trailHref({ category }) },
    ...(subCategory
      ? [{ label: subCategory.label, href: trailHref({ category, subCategory }) }]
      : []),
    ...(subCategory && underSubCategory
      ? [{ label: underSubCategory.label, href: trailHref(trail) }]
      : []),
  ];
  const current = steps.at(-1);
  const links = steps.slice(0, -1);

  return (
    <PageBreadcrumbs label={catalogMessages.breadcrumbLabel}>
      <Link component={RouterLink} to={paths.home.getHref()}>
        {catalogMessages.home}
      </Link>
      {links.map((step) => (
        <Link key={step.href} component={RouterLink} to={step.href}>
          {step.label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
        {current?.label}
      </Typography>
    </PageBreadcrumbs>
  );
}
