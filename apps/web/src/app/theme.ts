import { createTheme } from '@mui/material/styles';
import { createBreakpoints } from '@mui/system';
import { BREAKPOINT_MD, BREAKPOINT_SM } from '#config/ui.ts';

// One theme for the whole app (docs/product/look-and-feel.md#identity): white and very
// light grey surfaces, the "ongoing" blue as primary, the orange of the call-us pill as the
// only accent.

// System fonts: nothing to download, and the page renders the same offline.
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

/**
 * Figures of equal width, so prices and references line up in columns
 * (docs/product/look-and-feel.md#identity).
 */
export const tabularFigures = { fontVariantNumeric: 'tabular-nums' } as const;

/** The animations MUI's inputs listen to for the browser's autofill (InputBase). */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

/**
 * Two tones, so the ring shows on every surface (docs/product/look-and-feel.md#focus-indicator):
 * a white band against the element, then a dark outline. On white the dark one stands out
 * (15:1), on the blue menu bar and buttons the white one does (5.6:1).
 */
const focusRing = {
  outline: '2px solid #1F2933',
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #FFFFFF',
} as const;

// Breakpoints 375 and 768 (docs/product/constants.md#layout); lg matches the 1160 px wide
// brand banners (docs/product/catalogue.md#visual-assets).
const breakpoints = createBreakpoints({
  values: { xs: 0, sm: BREAKPOINT_SM, md: BREAKPOINT_MD, lg: 1160, xl: 1536 },
});

/** Headings a step smaller on phones, so a page title does not fill the first screen. */
const onPhones = breakpoints.down('md');

// Made in one call: a second `createTheme` over this one, for the phone headings, merged
// the whole theme again while the app's modules loaded, on every page
// (docs/performance.md#the-theme-made-once).
export const theme = createTheme({
  breakpoints: { values: breakpoints.values },
  palette: {
    primary: { main: '#0068B3', dark: '#004C84', light: '#3386C2', contrastText: '#FFFFFF' },
    // The accent. Orange on white is too pale for small text (WCAG AA): use it for
    // borders, icons and large shapes, and `dark` when it must carry text.
    secondary: { main: '#F07D00', dark: '#A85400', light: '#FFF3E6', contrastText: '#1F2933' },
    background: { default: '#F5F7FA', paper: '#FFFFFF' },
    text: { primary: '#1F2933', secondary: '#52606D' },
    divider: '#DDE3EA',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: systemFontStack,
    h1: {
      fontSize: '1.75rem',
      fontWeight: 700,
      lineHeight: 1.25,
      textWrap: 'balance',
      [onPhones]: { fontSize: '1.375rem' },
    },
    h2: {
      fontSize: '1.375rem',
      fontWeight: 700,
      lineHeight: 1.3,
      [onPhones]: { fontSize: '1.2rem' },
    },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // One keyboard focus ring for every link and control
        // (docs/product/look-and-feel.md#focus-indicator). `:root` outranks the single
        // class of a component's own `outline: 0` (MUI's ButtonBase), which hid it.
        ':root :focus-visible': focusRing,
        // The keyframes by which MUI's inputs see the browser's autofill (MuiInputBase
        // below), once for the page.
        [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
        [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
      },
    },
    // Each MUI input rendered its autofill keyframes as a global style of its own: a style
    // element per field, which the page's take-over made again for every field after the
    // first (docs/decisions/027-server-rendering.md, "Styles"). The keyframes are in the
    // base styles above; the input runs them as MUI's own styles do, so that a field the
    // browser fills in still moves its label out of the way.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTOFILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationName: AUTOFILL, animationDuration: '5000s' },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
