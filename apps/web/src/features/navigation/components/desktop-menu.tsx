import type { FlatCategories, FlatCategory } from '@labo/domain/catalog-schemas';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { Box, Button, ButtonBase, Container, Link } from '@mui/material';
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  type Ref,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '#config/paths.ts';
import { useFlatCategories } from '#shared/categories/get-flat-categories.ts';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { navigationMessages } from '../navigation-messages';
import { type MenuHover, useMenuHover } from '../use-menu-hover';
import { currentCategorySegment, focusSibling } from './menu-focus';

// A panel opens on hover or on demand: its code loads then, not with the first page
// (docs/performance.md#what-the-first-page-no-longer-downloads).
const loadPanel = () => import('./desktop-menu-panel');
const DesktopMenuPanel = lazy(async () => ({ default: (await loadPanel()).DesktopMenuPanel }));

const TAB_SELECTOR = '[data-menu-tab]';

/**
 * The top menu for wide screens (docs/product/catalogue.md#desktop-menu): a home icon and
 * one tab per category, each with a drop-down panel. A tab is a link to the category page
 * plus a toggle button (the WAI "disclosure navigation" pattern), so keyboard and screen
 * reader users can both follow the category and open its panel.
 */
export function DesktopMenu() {
  const categoriesQuery = useFlatCategories();
  const menu = useMenuHover();
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  usePanelDismissal(menu, navRef, pathname);

  const onPointerLeave = (event: PointerEvent) => {
    // Touch has no hover: a tap elsewhere closes through the pointerdown listener.
    if (event.pointerType === 'mouse') menu.leaveMenu();
  };

  const currentSegment = currentCategorySegment(pathname);

  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container
        component="nav"
        ref={navRef}
        maxWidth="lg"
        aria-label={navigationMessages.menuLabel}
        onPointerLeave={onPointerLeave}
        sx={{ position: 'relative' }}
      >
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'stretch',
            minHeight: 48,
          }}
        >
          {/* A tab at a time: the bar taken over in one go was one of the page's longest
              tasks, on phones too, where it is hidden (docs/decisions/027-server-rendering.md). */}
          <HydrateInTurn>
            <HomeTab menu={menu} />
          </HydrateInTurn>
          {categoriesQuery.data?.categories.map((category) => (
            <HydrateInTurn key={category.id}>
              <CategoryMenuItem
                category={category}
                flat={categoriesQuery.data}
                menu={menu}
                isCurrent={category.slug === currentSegment}
              />
            </HydrateInTurn>
          ))}
          {categoriesQuery.isError && (
            <LoadErrorItem onRetry={() => void categoriesQuery.refetch()} />
          )}
        </Box>
      </Container>
    </Box>
  );
}

/**
 * Closes the panel on a page change (a link of the panel, Back) and on a click elsewhere
 * (docs/product/catalogue.md#desktop-menu).
 */
function usePanelDismissal(
  { close, openId }: MenuHover,
  navRef: RefObject<HTMLElement | null>,
  pathname: string,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger
  useEffect(() => {
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node) || !navRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, close, navRef]);
}

/** The home icon, first tab of the bar. */
function HomeTab({ menu }: { menu: MenuHover }) {
  return (
    <Box component="li" sx={{ display: 'flex' }}>
      <Link
        component={RouterLink}
        to={paths.home.getHref()}
        aria-label={navigationMessages.home}
        data-menu-tab
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => onTabKeyDown(event, null, menu)}
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          color: 'inherit',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <HomeOutlinedIcon aria-hidden />
      </Link>
    </Box>
  );
}

/** The categories could not load: say so in the bar, with a retry. */
function LoadErrorItem({ onRetry }: { onRetry: () => void }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
      {navigationMessages.loadError}
      <Button size="small" color="inherit" variant="outlined" onClick={onRetry}>
        {navigationMessages.retry}
      </Button>
    </Box>
  );
}

type CategoryMenuItemProps = {
  category: FlatCategory;
  flat: FlatCategories;
  menu: MenuHover;
  isCurrent: boolean;
};

function CategoryMenuItem({ category, flat, menu, isCurrent }: CategoryMenuItemProps) {
  const isOpen = menu.openId === category.id;
  const [focusFirstLink, setFocusFirstLink] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = `menu-panel-${category.id}`;

  const openWithFocus = () => {
    setFocusFirstLink(true);
    menu.open(category.id);
  };

  const closeToToggle = () => {
    menu.close();
    toggleRef.current?.focus();
  };

  // Focus that leaves the tab and its panel closes the panel (keyboard users tabbing on).
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) menu.close();
  };

  const tabColors = isOpen
    ? { bgcolor: 'background.paper', color: 'primary.dark' }
    : { color: 'inherit', '&:hover': { bgcolor: 'primary.dark' } };

  return (
    // flex-basis 0: the tabs share the bar evenly and long labels wrap on two lines. The bar
    // shows from 1100 px on, where the demo's words fit one row; narrower, the CATÉGORIES
    // button replaces it (docs/product/look-and-feel.md#widths). A longer category list
    // would wrap the bar rather than overflow the window.
    <Box component="li" onBlur={onBlur} sx={{ display: 'flex', flex: '1 1 0' }}>
      <Box
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          // Fetched while the hover waits to open the panel.
          void loadPanel();
          menu.hoverTab(category.id);
        }}
        sx={{
          display: 'flex',
          flex: '1 1 auto',
          alignItems: 'stretch',
          transition: 'background-color 120ms',
          // The tab of the page's category is underlined in the accent colour.
          boxShadow: isCurrent ? 'inset 0 -3px 0 #F07D00' : 'none',
          ...tabColors,
        }}
      >
        <CategoryLink category={category} menu={menu} onArrowDown={openWithFocus} />
        <PanelToggle
          ref={toggleRef}
          category={category}
          menu={menu}
          panelId={panelId}
          onArrowDown={openWithFocus}
        />
      </Box>
      {isOpen && (
        <Suspense fallback={null}>
          <DesktopMenuPanel
            id={panelId}
            category={category}
            flat={flat}
            autoFocusFirst={focusFirstLink}
            onFocused={() => setFocusFirstLink(false)}
            onEscape={closeToToggle}
            onNavigate={menu.clickThrough}
          />
        </Suspense>
      )}
    </Box>
  );
}

type TabPartProps = { category: FlatCategory; menu: MenuHover; onArrowDown: () => void };

/** The category's name, a link to its page; ArrowDown opens its panel at its first link. */
function CategoryLink({ category, menu, onArrowDown }: TabPartProps) {
  return (
    <Link
      component={RouterLink}
      to={paths.category.getHref(category.slug)}
      underline="none"
      data-menu-tab
      onClick={menu.clickThrough}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onArrowDown();
          return;
        }
        onTabKeyDown(event, category.id, menu);
      }}
      sx={{
        flex: '1 1 auto',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        pl: 1,
        pr: 0,
        py: 0.75,
        color: 'inherit',
        fontSize: '0.875rem',
        fontWeight: 600,
        lineHeight: 1.25,
      }}
    >
      {category.label}
    </Link>
  );
}

type PanelToggleProps = TabPartProps & {
  ref: Ref<HTMLButtonElement>;
  panelId: string;
};

/** The disclosure button of the category's panel. */
function PanelToggle({ ref, category, menu, panelId, onArrowDown }: PanelToggleProps) {
  const isOpen = menu.openId === category.id;
  return (
    <ButtonBase
      ref={ref}
      aria-expanded={isOpen}
      // Only while open: the panel is not rendered otherwise (no dangling id).
      aria-controls={isOpen ? panelId : undefined}
      aria-label={navigationMessages.showSubCategories(category.label)}
      onClick={(event) => {
        // A keyboard click (detail 0) toggles; a mouse click only opens, because
        // the panel is often already open from the hover when the click lands.
        if (isOpen && event.detail === 0) menu.close();
        else menu.open(category.id);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onArrowDown();
        } else if (event.key === 'Escape' && isOpen) {
          menu.close();
        }
      }}
      sx={{ px: 0.25, minWidth: 24, color: 'inherit' }}
    >
      <ExpandMoreIcon
        aria-hidden
        fontSize="small"
        sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }}
      />
    </ButtonBase>
  );
}

/** Keys shared by the home icon and the category links. */
function onTabKeyDown(
  event: KeyboardEvent<HTMLElement>,
  categoryId: number | null,
  menu: MenuHover,
) {
  const nav = event.currentTarget.closest('nav');
  if (!nav) return;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    event.preventDefault();
    focusSibling(nav, TAB_SELECTOR, event.currentTarget, event.key === 'ArrowRight' ? 1 : -1);
  } else if (event.key === 'Escape' && categoryId !== null && menu.openId === categoryId) {
    menu.close();
  }
}
