import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_PICTURE_SLUGS } from '@labo/web/features/catalog/category-pictures';
import { BANNER_WIDTHS } from '@labo/web/features/home/banner-widths';
import { BROCHURES, HOME_BANNERS } from '@labo/web/features/home/home-content';
import { bannerSvg } from './banner-svg';
import { isBrandSlug } from './brand-themes';
import { buildBrochurePdf } from './brochure';
import { isBrochureName } from './brochure-content';
import { coverIllustrationSvg, coverPageSvg } from './brochure-cover';
import { categorySvg } from './category-svg';
import { companySceneSvg } from './company-scene-svg';
import { officeSceneSvg } from './office-scene-svg';
import { svgToJpeg, svgToWebp } from './render-image';

// Generates every picture and brochure of the storefront (apps/web/public/images) from
// our own SVG drawings, with sharp and PDFKit (docs/decisions/005-generated-visual-assets.md,
// 011-tools-workspace-and-pdf.md): nothing is downloaded and the same code gives the same
// bytes, so the files can be committed and regenerated at will.
//
//   npm run assets -w tools

const imagesDir = fileURLToPath(new URL('../../apps/web/public/images', import.meta.url));

interface Written {
  file: string;
  bytes: number;
}

async function write(relative: string, data: Uint8Array): Promise<Written> {
  const file = path.join(imagesDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return { file: relative, bytes: data.length };
}

/** A name the web app lists, checked against what this script knows how to draw. */
function drawn<Name extends string>(
  name: string,
  isKnown: (name: string) => name is Name,
  kind: string,
): Name {
  if (!isKnown(name)) throw new Error(`No drawing for the ${kind} "${name}" the web app lists`);
  return name;
}

async function banners(): Promise<Written[]> {
  const jobs = HOME_BANNERS.map(({ file }) => drawn(file, isBrandSlug, 'banner')).flatMap((slug) =>
    BANNER_WIDTHS.map(async (width) =>
      write(`banners/${slug}-${width}.webp`, await svgToWebp(bannerSvg(slug, width))),
    ),
  );
  return Promise.all(jobs);
}

async function categories(): Promise<Written[]> {
  return Promise.all(
    CATEGORY_PICTURE_SLUGS.map(async (slug) =>
      write(`categories/${slug}.webp`, await svgToWebp(categorySvg(slug))),
    ),
  );
}

async function scenes(): Promise<Written[]> {
  return Promise.all([
    svgToWebp(companySceneSvg()).then((data) => write('company.webp', data)),
    svgToWebp(officeSceneSvg()).then((data) => write('office.webp', data)),
  ]);
}

async function brochureFiles(): Promise<Written[]> {
  const names = BROCHURES.map(({ file }) =>
    drawn(file.replace(/\.pdf$/, ''), isBrochureName, 'brochure'),
  );
  const jobs = names.map(async (name) => {
    // Twice the PDF's 72 dpi: sharp on screen and in print, still a light download
    // (docs/performance.md#brochure-sizes).
    const cover = await svgToJpeg(coverIllustrationSvg(name), 2);
    const pdf = buildBrochurePdf(name, cover).then((data) => write(`brochures/${name}.pdf`, data));
    const thumbnail = svgToWebp(coverPageSvg(name), { width: 240, height: 340 }).then((data) =>
      write(`brochures/${name}.webp`, data),
    );
    return Promise.all([pdf, thumbnail]);
  });
  return (await Promise.all(jobs)).flat();
}

async function main(): Promise<void> {
  const written = (await Promise.all([banners(), categories(), scenes(), brochureFiles()])).flat();
  written.sort((a, b) => a.file.localeCompare(b.file));
  let total = 0;
  for (const { file, bytes } of written) {
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  public/images/${file}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  total, ${written.length} files`);
}

await main();
