// Colours and type shared by every generated asset, so banners, category pictures,
// scenes and brochures read as one family with the web theme (apps/web/src/app/theme.ts).

/** The theme's primary blue (docs/product/catalogue.md) and its accent orange. */
export const shopColors = {
  blue: '#0068B3',
  blueDark: '#004C84',
  blueDeep: '#0A2F55',
  blueLight: '#3386C2',
  bluePale: '#E4EFF8',
  blueMist: '#F2F7FC',
  orange: '#F07D00',
  orangeLight: '#FFB45C',
  orangePale: '#FFF1E0',
  ink: '#1F2933',
  inkSoft: '#52606D',
  line: '#DDE3EA',
  surface: '#F5F7FA',
  white: '#FFFFFF',
} as const;

/**
 * Liberation Sans is installed with the system fonts and has Helvetica's metrics, so the
 * widths in font-metrics.ts hold for the SVG text as well as for the PDF's Helvetica.
 * DejaVu Sans is the fallback fontconfig would pick anyway.
 */
export const fontFamily = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/**
 * Neutral demo identity (docs/product/look-and-feel.md#company-identity-is-configuration):
 * the same default as VITE_SHOP_NAME in src/config/env.ts.
 */
export const demoCompany = {
  name: 'Labo Fournitures (démo)',
  phone: '01 23 45 67 89',
  website: 'labo-fournitures.example',
  disclaimer: 'Document de démonstration : société, références et prix fictifs.',
} as const;
