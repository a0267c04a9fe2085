/**
 * @public Stands for MUI's CSS-variables theme builder (`createThemeWithVars`) in the build
 * (vite.config.ts, decision 007). MUI's `createTheme` imports it for themes made with
 * `cssVariables` or `colorSchemes`, which the shop's theme (theme.ts) never is; the first page
 * downloaded it anyway, with the CSS-variables parser it brings
 * (docs/performance.md#what-the-first-page-no-longer-downloads).
 */
export default function createThemeWithVars(): never {
  throw new Error('The theme has no CSS variables (docs/decisions/007).');
}
