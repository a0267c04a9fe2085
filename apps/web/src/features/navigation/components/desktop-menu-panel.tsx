import type { FlatCategories, FlatCategory, FlatSubCategory } from '@labo/domain/catalog-schemas';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Link, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  subCategoriesOf,
  trailHref,
  underSubCategoriesOf,
} from '#shared/categories/catalog-tree.ts';
import { navigationMessages } from '../navigation-messages';
import { useMenuPanelKeyboard } from '../use-menu-panel-keyboard';

type DesktopMenuPanelProps = {
  id: string;
  category: FlatCategory;
  flat: FlatCategories;
  /** Opened from the keyboard (ArrowDown): focus goes to the first sub-category. */
  autoFocusFirst: boolean;
  onFocused: () => void;
  onEscape: () => void;
  onNavigate: () => void;
};

/**
 * The drop-down panel (docs/product/catalogue.md#desktop-menu): sub-categories on the left;
 * hovering (or focusing) one shows its under-sub-categories on the right, where the hint
 * stands until then.
 */
export function DesktopMenuPanel(props: DesktopMenuPanelProps) {
  const { id, category, flat, autoFocusFirst, onFocused, onEscape, onNavigate } = props;
  const [activeId, setActiveId] = useState<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useMenuPanelKeyboard({ panelRef, autoFocusFirst, onFocused, onEscape });
  const subCategories = subCategoriesOf(flat, category.id);
  const active = subCategories.find((subCategory) => subCategory.id === activeId);

  return (
    <Box
      id={id}
      ref={panelRef}
      role="group"
      aria-label={category.label}
      onKeyDown={onKeyDown}
      sx={{
        position: 'absolute',
        top: '100%',
        left: { xs: 16, sm: 24 },
        right: { xs: 16, sm: 24 },
        zIndex: 'appBar',
        display: 'grid',
        gridTemplateColumns: 'minmax(220px, 300px) 1fr',
        minHeight: 220,
        maxHeight: 'min(70vh, 560px)',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderTop: 3,
        borderColor: 'primary.main',
        borderRadius: '0 0 6px 6px',
        boxShadow: '0 12px 28px rgba(31, 41, 51, 0.18)',
        overflow: 'hidden',
      }}
    >
      <SubCategoryColumn
        category={category}
        subCategories={subCategories}
        activeId={activeId}
        onActivate={setActiveId}
        onNavigate={onNavigate}
      />
      <ActiveSubCategoryColumn
        category={category}
        active={active}
        flat={flat}
        onNavigate={onNavigate}
      />
    </Box>
  );
}

type SubCategoryColumnProps = {
  category: FlatCategory;
  subCategories: FlatSubCategory[];
  activeId: number | null;
  /** The pointer rests on a sub-category, or the focus reaches it. */
  onActivate: (id: number) => void;
  onNavigate: () => void;
};

/** The left column: the category's sub-categories, then a link to the category itself. */
function SubCategoryColumn({
  category,
  subCategories,
  activeId,
  onActivate,
  onNavigate,
}: SubCategoryColumnProps) {
  return (
    <Box
      data-menu-column="left"
      sx={{
        bgcolor: 'background.default',
        borderRight: 1,
        borderColor: 'divider',
        overflowY: 'auto',
        py: 1,
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {subCategories.map((subCategory) => {
          const isActive = subCategory.id === activeId;
          return (
            <li key={subCategory.id}>
              <Link
                component={RouterLink}
                to={trailHref({ category, subCategory })}
                underline="none"
                data-active={isActive}
                onPointerEnter={() => onActivate(subCategory.id)}
                onFocus={() => onActivate(subCategory.id)}
                onClick={onNavigate}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  px: 2,
                  py: 0.875,
                  fontSize: '0.9375rem',
                  fontWeight: 600,
                  color: isActive ? 'primary.dark' : 'text.primary',
                  bgcolor: isActive ? 'background.paper' : 'transparent',
                  boxShadow: isActive ? 'inset 3px 0 0 #0068B3' : 'none',
                  outlineOffset: -2,
                }}
              >
                {subCategory.label}
                <ChevronRightIcon
                  aria-hidden
                  fontSize="small"
                  sx={{ opacity: isActive ? 1 : 0.4 }}
                />
              </Link>
            </li>
          );
        })}
      </Box>
      <Link
        component={RouterLink}
        to={trailHref({ category })}
        onClick={onNavigate}
        sx={{ display: 'block', px: 2, pt: 1.5, pb: 1, fontSize: '0.875rem', fontWeight: 600 }}
      >
        {navigationMessages.seeCategory(category.label)}
      </Link>
    </Box>
  );
}

type ActiveSubCategoryColumnProps = {
  category: FlatCategory;
  active: FlatSubCategory | undefined;
  flat: FlatCategories;
  onNavigate: () => void;
};

/** The right column: the active sub-category's children and a link to it, or the hint. */
function ActiveSubCategoryColumn({
  category,
  active,
  flat,
  onNavigate,
}: ActiveSubCategoryColumnProps) {
  const underSubCategories = active ? underSubCategoriesOf(flat, active.id) : [];
  return (
    <Box data-menu-column="right" sx={{ p: 3, overflowY: 'auto' }}>
      {active ? (
        <>
          <Typography component="p" variant="h3" sx={{ mb: 1.5 }}>
            {active.label}
          </Typography>
          {underSubCategories.length > 0 && (
            <Box
              component="ul"
              aria-label={navigationMessages.showUnderSubCategories(active.label)}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                columnGap: 4,
                columns: { md: 2, lg: 3 },
                '& li': { breakInside: 'avoid', py: 0.5 },
              }}
            >
              {underSubCategories.map((underSubCategory) => (
                <li key={underSubCategory.id}>
                  <Link
                    component={RouterLink}
                    to={trailHref({ category, subCategory: active, underSubCategory })}
                    onClick={onNavigate}
                    sx={{ color: 'text.primary', fontSize: '0.9375rem' }}
                  >
                    {underSubCategory.label}
                  </Link>
                </li>
              ))}
            </Box>
          )}
          <Link
            component={RouterLink}
            to={trailHref({ category, subCategory: active })}
            onClick={onNavigate}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              fontSize: '0.875rem',
              fontWeight: 600,
              mt: 2,
            }}
          >
            {navigationMessages.seeSubCategory(active.label)}
            <ChevronRightIcon aria-hidden fontSize="small" />
          </Link>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ maxWidth: 420, mt: 1 }}>
          {navigationMessages.hint}
        </Typography>
      )}
    </Box>
  );
}
