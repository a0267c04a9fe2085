import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNER_MEDIA_QUERIES } from '@labo/domain/list-layout';
import { paths } from '../src/config/paths';
import { bannerSrc, HOME_BANNERS } from '../src/features/home/home-content';

// Run after `vite build` (package.json): the home page's largest picture is its first
// banner, which the browser could only request once the scripts had run and rendered the
// carousel (Lighthouse: LCP 3.4 s, two thirds of it waiting for that request). This
// writes dist/home.html, index.html plus a preload of that banner for each window width,
// so that it downloads beside the scripts, and dist/page-variants.json, which tells the
// server (web-app-routes.ts) to send it for the home paths. Other pages keep index.html
// and download no banner.

/** SPEC §2: / redirects to /home. */
const HOME_PATHS = [paths.root.path, paths.home.path];
const HOME_PAGE_FILE = 'home.html';

export function homePageHtml(indexHtml: string): string {
  const [firstBanner] = HOME_BANNERS;
  if (!firstBanner) return indexHtml;
  const links = BANNER_MEDIA_QUERIES.map(
    ({ width, media }) =>
      `<link rel="preload" as="image" href="${bannerSrc(firstBanner, width)}" media="${media}" fetchpriority="high">`,
  );
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

function writeHomePage(distDir: string): void {
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(distDir, HOME_PAGE_FILE), homePageHtml(indexHtml));
  const variants = Object.fromEntries(HOME_PATHS.map((page) => [page, HOME_PAGE_FILE]));
  fs.writeFileSync(path.join(distDir, 'page-variants.json'), JSON.stringify(variants));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeHomePage(fileURLToPath(new URL('../dist', import.meta.url)));
}
