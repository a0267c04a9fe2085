import type { FlatCategories } from '@labo/domain/catalog-schemas';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, Drawer, IconButton, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import {
  subCategoriesOf,
  trailHref,
  underSubCategoriesOf,
} from '#shared/categories/catalog-tree.ts';
import { useFlatCategories } from '#shared/categories/get-flat-categories.ts';
import { navigationMessages } from '../navigation-messages';

type MobileMenuDrawerProps = { id: string; open: boolean; onClose: () => void };

/**
 * The mobile menu (docs/product/catalogue.md#mobile-menu): a drawer sliding in from the
 * left over a backdrop, holding a three-level accordion (category, sub-category,
 * under-sub-category) with one toggle per level. One category and one sub-category open at
 * a time; closing a category closes its sub-categories. Any link followed closes the
 * drawer.
 */
export function MobileMenuDrawer({ id, open, onClose }: MobileMenuDrawerProps) {
  const categoriesQuery = useFlatCategories();
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': `${id}-title`,
          sx: { width: 'min(88vw, 360px)' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {navigationMessages.mobileTitle}
        </Typography>
        <IconButton
          aria-label={navigationMessages.closeMenu}
          onClick={onClose}
          sx={{ color: 'inherit' }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={navigationMessages.menuLabel}>
        <Link
          component={RouterLink}
          to={paths.home.getHref()}
          onClick={onClose}
          underline="none"
          sx={{ ...rowLinkSx(0), display: 'block', borderBottom: 1, borderColor: 'divider' }}
        >
          {navigationMessages.home}
        </Link>
        {categoriesQuery.data && (
          <CategoryAccordion flat={categoriesQuery.data} onNavigate={onClose} />
        )}
      </Box>
    </Drawer>
  );
}

function CategoryAccordion({ flat, onNavigate }: { flat: FlatCategories; onNavigate: () => void }) {
  const [openCategoryId, setOpenCategoryId] = useState<number | null>(null);
  const [openSubCategoryId, setOpenSubCategoryId] = useState<number | null>(null);

  const toggleCategory = (categoryId: number) => {
    // Closing a category (or opening another) closes its sub-categories too.
    setOpenSubCategoryId(null);
    setOpenCategoryId((current) => (current === categoryId ? null : categoryId));
  };
  const toggleSubCategory = (subCategoryId: number) =>
    setOpenSubCategoryId((current) => (current === subCategoryId ? null : subCategoryId));

  return (
    <Box component="ul" sx={listSx}>
      {flat.categories.map((category) => {
        const categoryOpen = openCategoryId === category.id;
        const subCategories = subCategoriesOf(flat, category.id);
        return (
          <Box component="li" key={category.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <AccordionRow
              level={0}
              label={category.label}
              href={trailHref({ category })}
              open={categoryOpen}
              controls={`mobile-category-${category.id}`}
              onToggle={subCategories.length > 0 ? () => toggleCategory(category.id) : undefined}
              onNavigate={onNavigate}
            />
            <Collapse in={categoryOpen} unmountOnExit id={`mobile-category-${category.id}`}>
              <Box component="ul" sx={{ ...listSx, bgcolor: 'background.default' }}>
                {subCategories.map((subCategory) => {
                  const subOpen = openSubCategoryId === subCategory.id;
                  const underSubCategories = underSubCategoriesOf(flat, subCategory.id);
                  return (
                    <li key={subCategory.id}>
                      <AccordionRow
                        level={1}
                        label={subCategory.label}
                        href={trailHref({ category, subCategory })}
                        open={subOpen}
                        controls={`mobile-sub-category-${subCategory.id}`}
                        onToggle={
                          underSubCategories.length > 0
                            ? () => toggleSubCategory(subCategory.id)
                            : undefined
                        }
                        onNavigate={onNavigate}
                      />
                      <Collapse
                        in={subOpen}
                        unmountOnExit
                        id={`mobile-sub-category-${subCategory.id}`}
                      >
                        <Box component="ul" sx={listSx}>
                          {underSubCategories.map((underSubCategory) => (
                            <li key={underSubCategory.id}>
                              <AccordionRow
                                level={2}
                                label={underSubCategory.label}
                                href={trailHref({ category, subCategory, underSubCategory })}
                                onNavigate={onNavigate}
                              />
                            </li>
                          ))}
                        </Box>
                      </Collapse>
                    </li>
                  );
                })}
              </Box>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

const rowLinkSx = (level: number) =>
  ({
    flex: 1,
    minWidth: 0,
    pl: 2 + level * 2,
    pr: 1,
    py: 1.25,
    color: level === 2 ? 'text.secondary' : 'text.primary',
    fontWeight: level === 0 ? 700 : level === 1 ? 600 : 400,
    fontSize: level === 0 ? '1rem' : '0.9375rem',
  }) as const;

type AccordionRowProps = {
  level: 0 | 1 | 2;
  label: string;
  href: string;
  open?: boolean;
  controls?: string;
  /** Absent when the level has nothing below it: the row is then a plain link. */
  onToggle?: (() => void) | undefined;
  onNavigate: () => void;
};

function AccordionRow({
  level,
  label,
  href,
  open,
  controls,
  onToggle,
  onNavigate,
}: AccordionRowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Link
        component={RouterLink}
        to={href}
        onClick={onNavigate}
        underline="none"
        sx={rowLinkSx(level)}
      >
        {label}
      </Link>
      {onToggle && (
        <IconButton
          aria-expanded={open}
          // Only while open: the collapsed list is unmounted, and a dangling id is an ARIA error.
          aria-controls={open ? controls : undefined}
          aria-label={
            level === 0
              ? navigationMessages.showSubCategories(label)
              : navigationMessages.showUnderSubCategories(label)
          }
          onClick={onToggle}
          sx={{ mr: 0.5 }}
        >
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </IconButton>
      )}
    </Box>
  );
}
