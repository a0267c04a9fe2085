import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@labo/e2e/chromium';
import { chromium } from 'playwright-core';

/** The first page's JavaScript budget, gzip (docs/performance.md#targets). */
export const FIRST_PAGE_JS_LIMIT_KB = 130;

export interface PageWeight {
  firstPageJsGzipKb: number;
  firstPageCssGzipKb: number;
  firstPageFiles: Array<{ file: string; gzipKb: number }>;
  lazyChunks: Array<{ file: string; gzipKb: number }>;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (bytes: Buffer) => kb(gzipSync(bytes).length);

/**
 * What the home page really downloads, read from a real Chromium visit (so lazy route
 * chunks the router loads for /home count), each file gzipped as the server sends it.
 * Every other chunk of the build is lazy.
 */
export async function measurePageWeight(baseUrl: string, distDir: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loaded = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/')) loaded.add(url.pathname.replace('/assets/', ''));
    });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  const assetsDir = path.join(distDir, 'assets');
  const files = fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const sized = files.map((file) => ({
    file,
    gzipKb: gzipKb(fs.readFileSync(path.join(assetsDir, file))),
  }));
  const first = sized.filter((f) => loaded.has(f.file));
  const sum = (list: typeof sized) => Math.round(list.reduce((s, f) => s + f.gzipKb, 0) * 10) / 10;
  return {
    firstPageJsGzipKb: sum(first.filter((f) => f.file.endsWith('.js'))),
    firstPageCssGzipKb: sum(first.filter((f) => f.file.endsWith('.css'))),
    firstPageFiles: first,
    lazyChunks: sized.filter((f) => !loaded.has(f.file) && f.file.endsWith('.js')),
  };
}
