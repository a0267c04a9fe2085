import { GlobalStyles } from '@mui/material';
import type { CSSObject, Theme } from '@mui/material/styles';
import { memo } from 'react';
import { fieldLabelCss, numberFieldCss } from '../field-styles';
import { FOLDED_TABLE_MEDIA } from '../media-queries';
import { lineClamp, monospace } from '../text-styles';
import { visuallyHidden } from '../visually-hidden';
import { articleClasses } from './article-classes';

/**
 * The columns Image, Nom/description, Marque, Ref, Cond., Prix HT, Devis, then the page's
 * own last column when it has one (the cart's Actions); below 1024 px Marque and Cond. fold
 * under the name, so the table always fits its width
 * (docs/product/catalogue.md#article-list-columns).
 */
const FULL_COLUMNS = '72px minmax(160px, 1fr) 96px 104px 88px 100px 112px';
const FOLDED_COLUMNS = '72px minmax(0, 1fr) 104px 100px 112px';
const COMPLEMENT_COLUMN = ' 56px';
/** In theme spacing units. */
const TABLE_COLUMN_GAP = 1.25;
/** Room left under each card in the 212 px slot of a virtualised list. */
const CARD_GAP = 12;

const c = articleClasses;
const tabular: CSSObject = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

/**
 * The table with Marque and Cond. folded under the name: below 1024 px of window, or in a
 * panel too narrow for every column (a campaign's articles, in a container query).
 */
export function foldedTableRules(theme: Theme): CSSObject {
  return {
    [`.${c.grid}`]: { gridTemplateColumns: FOLDED_COLUMNS },
    [`.${c.gridComplement}`]: { gridTemplateColumns: FOLDED_COLUMNS + COMPLEMENT_COLUMN },
    [`.${c.grid} > .${c.foldable}`]: { display: 'none' },
    [`.${c.grid} .${c.folded}`]: { display: '-webkit-box', marginTop: theme.spacing(0.25) },
    // One line of description less, so a row keeps the 100 px of virtualised lists.
    [`.${c.grid} .${c.description}`]: { WebkitLineClamp: 1 },
  };
}

function rowStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  const body2: CSSObject = { ...theme.typography.body2, margin: 0 };
  return {
    // The header row and every article row share one grid, so the columns line up.
    [`.${c.grid}`]: {
      display: 'grid',
      gridTemplateColumns: FULL_COLUMNS,
      columnGap: theme.spacing(TABLE_COLUMN_GAP),
      alignItems: 'center',
      paddingLeft: theme.spacing(1.5),
      paddingRight: theme.spacing(1.5),
      boxSizing: 'border-box',
    },
    [`.${c.gridComplement}`]: { gridTemplateColumns: FULL_COLUMNS + COMPLEMENT_COLUMN },
    [`.${c.grid} .${c.folded}`]: { display: 'none' },
    [FOLDED_TABLE_MEDIA]: foldedTableRules(theme),
    [`.${c.row}`]: {
      minHeight: 100,
      paddingTop: theme.spacing(1),
      paddingBottom: theme.spacing(1),
      backgroundColor: palette.background.paper,
      borderBottom: `1px solid ${palette.divider}`,
      cursor: 'pointer',
      transition: 'background-color 120ms',
      '&:hover': { backgroundColor: '#F3F8FC' },
    },
    [`.${c.cell}`]: { minWidth: 0 },
    [`.${c.pictureCell}`]: { position: 'relative', width: 72 },
    [`.${c.priceCell}`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      gap: theme.spacing(0.5),
    },
    [`.${c.complementCell}`]: { textAlign: 'center' },
    [`.${c.name}`]: {
      color: palette.text.primary,
      fontWeight: 600,
      lineHeight: 1.3,
      textDecoration: 'none',
      ...lineClamp(2),
      '&:hover': { textDecoration: 'underline' },
    },
    [`.${c.nameCell} .${c.name}`]: { fontSize: '0.9375rem' },
    [`.${c.description}`]: {
      ...body2,
      color: palette.text.secondary,
      fontSize: '0.8125rem',
      lineHeight: 1.35,
      marginTop: theme.spacing(0.25),
      ...lineClamp(2),
    },
    [`.${c.secondary}`]: { ...body2, overflowWrap: 'anywhere', ...lineClamp(2) },
    [`.${c.reference}`]: { ...monospace, overflowWrap: 'anywhere' },
    [`.${c.card}`]: { listStyle: 'none', paddingBottom: CARD_GAP },
    [`.${c.cardBody}`]: {
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      padding: theme.spacing(1.5),
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
    },
    [`.${c.cardTop}`]: { display: 'flex', gap: theme.spacing(1.5), minHeight: 0 },
    [`.${c.cardPicture}`]: { position: 'relative', flexShrink: 0 },
    [`.${c.cardText}`]: { minWidth: 0 },
    [`.${c.cardText} .${c.secondary}`]: {
      color: palette.text.secondary,
      marginTop: theme.spacing(0.5),
      overflowWrap: 'normal',
      ...lineClamp(1),
    },
    // Three lines of name tell apart articles whose names start alike
    // (docs/product/catalogue.md#article-cards).
    [`.${c.cardText} .${c.name}`]: lineClamp(3),
    [`.${c.cardMeta}`]: {
      ...body2,
      display: 'flex',
      minWidth: 0,
      marginTop: theme.spacing(0.5),
      color: palette.text.secondary,
    },
    [`.${c.cardBrand}`]: {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'pre',
    },
    [`.${c.cardMeta} .${c.reference}`]: {
      flexShrink: 0,
      whiteSpace: 'nowrap',
      color: palette.text.primary,
    },
    [`.${c.cardMeta} + .${c.secondary}`]: { marginTop: 0 },
    [`.${c.cardBottom}`]: {
      marginTop: 'auto',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
    },
    [`.${c.cardPrice}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
    [`.${c.cardActions}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
    [`.${c.thumbnail}`]: {
      display: 'block',
      objectFit: 'contain',
      backgroundColor: '#FFFFFF',
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
    },
  };
}

function badgeStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    // The pennant (docs/product/catalogue.md#discount-badge-and-pennant), in the top-left
    // corner of a `position: relative` picture frame.
    [`.${c.pennant}`]: {
      position: 'absolute',
      top: 4,
      left: -4,
      zIndex: 1,
      padding: theme.spacing(0.125, 0.75),
      backgroundColor: palette.primary.main,
      color: '#FFFFFF',
      fontSize: '0.6875rem',
      fontWeight: 700,
      letterSpacing: '0.02em',
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      borderRadius: '0 3px 3px 0',
      boxShadow: theme.shadows[1],
      // The folded tail under the ribbon, drawn in the ribbon's darker shade.
      '&::before': {
        content: '""',
        position: 'absolute',
        left: 0,
        bottom: -4,
        borderTop: `4px solid ${palette.primary.dark}`,
        borderLeft: '4px solid transparent',
      },
    },
    [`.${c.pennantSale}`]: {
      backgroundColor: palette.secondary.dark,
      '&::before': { borderTopColor: '#7A3D00' },
    },
    [`.${c.pennantLarge}`]: {
      top: 12,
      left: -6,
      padding: theme.spacing(0.5, 1.5),
      fontSize: '0.875rem',
      '&::before': { bottom: -6, borderTopWidth: 6, borderLeftWidth: 6 },
    },
    [`.${c.discount}`]: {
      display: 'inline-block',
      padding: theme.spacing(0.25, 0.75),
      borderRadius: theme.shape.borderRadius,
      // The accent's dark shade: white text on it passes WCAG AA, the light one does not.
      backgroundColor: palette.secondary.dark,
      color: '#FFFFFF',
      fontSize: '0.8125rem',
      fontWeight: 700,
      lineHeight: 1.4,
      ...tabular,
    },
  };
}

function priceStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    [`.${c.price}`]: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
    [`.${c.priceLeft}`]: { alignItems: 'flex-start' },
    [`.${c.basePrice}`]: {
      ...tabular,
      color: palette.text.secondary,
      fontSize: '0.8125rem',
      lineHeight: 1.3,
    },
    [`.${c.salePrice}`]: {
      ...tabular,
      color: palette.text.primary,
      fontSize: '1rem',
      fontWeight: 700,
      lineHeight: 1.25,
    },
    [`.${c.salePriceDiscounted}`]: { color: palette.secondary.dark },
    [`.${c.priceLarge} .${c.basePrice}`]: { fontSize: '1rem' },
    [`.${c.priceLarge} .${c.salePrice}`]: { fontSize: '1.75rem' },
    [`.${c.noPrice}`]: { ...theme.typography.body2, margin: 0, color: palette.text.secondary },
  };
}

function addToQuoteStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    [`.${c.addForm}`]: {
      display: 'flex',
      alignItems: 'flex-end',
      gap: theme.spacing(0.5),
      flexWrap: 'nowrap',
    },
    [`.${c.addFormFull}`]: { gap: theme.spacing(1.5), flexWrap: 'wrap' },
    [`.${c.addAmount}`]: { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
    [`.${c.addLabel}`]: fieldLabelCss(theme),
    [`.${c.addInput}`]: { ...numberFieldCss(theme), width: 60 },
    [`.${c.addFormFull} .${c.addInput}`]: { width: 96 },
    [`.${c.addNeedsScript}`]: {
      ...theme.typography.body2,
      margin: theme.spacing(0.5, 0, 0),
      color: palette.text.secondary,
    },
    // The compact add button of rows and cards: an outlined square that fills on hover.
    [`.${c.addButton}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSizing: 'border-box',
      width: 40,
      height: 40,
      padding: 0,
      color: palette.primary.main,
      backgroundColor: 'transparent',
      border: `1px solid ${palette.primary.main}`,
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
      transition: 'background-color 120ms, color 120ms',
      '&:hover:not(:disabled, [aria-disabled="true"])': {
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
      },
      '&:disabled, &[aria-disabled="true"]': {
        color: palette.action.disabled,
        borderColor: palette.divider,
        cursor: 'default',
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
      '& svg': { width: 20, height: 20 },
    },
    // "Afficher les N articles suivants" under a long list, a link like an outlined MUI button.
    [`.${c.moreButton}`]: {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      textDecoration: 'none',
      minHeight: 40,
      padding: theme.spacing(1, 2.5),
      color: palette.primary.main,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.primary.main}`,
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
      transition: 'background-color 120ms',
      '&:hover': { backgroundColor: '#F3F8FC' },
    },
  };
}

function articleStyles(theme: Theme): CSSObject {
  return {
    ...rowStyles(theme),
    ...badgeStyles(theme),
    ...priceStyles(theme),
    ...addToQuoteStyles(theme),
    [`.${c.visuallyHidden}`]: visuallyHidden,
  };
}

/**
 * Writes the article classes once. Rendered by every view that shows those pieces (the
 * list, the article page); memo: its styles never change, so it never renders again.
 */
export const ArticleStyles = memo(function ArticleStyles() {
  return <GlobalStyles styles={articleStyles} />;
});
