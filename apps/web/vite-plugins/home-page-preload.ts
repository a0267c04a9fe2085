import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/config/paths.ts';
import { BANNER_MEDIA_QUERIES } from '../src/features/home/banner-widths.ts';
import { bannerSrc, HOME_BANNERS } from '../src/features/home/home-content.ts';

// The home page's largest picture is its first banner, which the browser could only
// request once the scripts had run and rendered the carousel: most of the page's LCP was
// that wait (docs/performance.md#home-banner-before-the-preload). Once the build is written,
// this plugin adds dist/home.html, index.html plus a preload of that banner for each window
// width, so that it downloads beside the scripts, and dist/page-variants.json, which tells
// the server (apps/server/src/web/web-app-routes.ts) to send it for the home paths. Other
// pages keep index.html and download no banner.

/** / redirects to /home: both get the home page. */
const HOME_PATHS = [paths.root.path, paths.home.path];
const HOME_PAGE_FILE = 'home.html';
const PAGE_VARIANTS_FILE = 'page-variants.json';

function homePageHtml(indexHtml: string): string {
  const [firstBanner] = HOME_BANNERS;
  if (!firstBanner) return indexHtml;
  const links = BANNER_MEDIA_QUERIES.map(
    ({ width, media }) =>
      `<link rel="preload" as="image" href="${bannerSrc(firstBanner, width)}" media="${media}" fetchpriority="high">`,
  );
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

export function homePagePreload(): Plugin {
  return {
    name: 'labo:home-page-preload',
    apply: 'build',
    // After the files are written: index.html is then final (hashed script names included).
    writeBundle(options) {
      const distDir = options.dir;
      if (!distDir) throw new Error('home-page-preload: the build has no output directory');
      const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      fs.writeFileSync(path.join(distDir, HOME_PAGE_FILE), homePageHtml(indexHtml));
      const variants = Object.fromEntries(HOME_PATHS.map((page) => [page, HOME_PAGE_FILE]));
      fs.writeFileSync(path.join(distDir, PAGE_VARIANTS_FILE), JSON.stringify(variants));
    },
  };
}
