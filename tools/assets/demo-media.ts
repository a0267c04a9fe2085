import { slugify } from '@labo/domain/slug';
import { catalogueTree } from '../catalogue/catalogue-tree';
import { buildDataSheetPdf } from './data-sheet';
import { type DataSheetContent, dataSheets } from './data-sheet-content';
import { demoProductShots } from './demo-product-shots';
import { type ProductShot, productShotSvg } from './product-shot-svg';
import { svgToJpeg } from './render-image';

// The demo catalogue's article pictures and data sheets, per sub-category of the tree the
// demo export is generated from (docs/decisions/021-demo-article-media.md). The manifest
// maps each sub-category's label, as the export's SOUS_FAMILLE column spells it, to the
// files made for it, for the server's demo seed to attach to that sub-category's articles.

/** What the manifest says of one sub-category; paths are relative to the manifest. */
export interface DemoMediaEntry {
  pictures: string[];
  sheet: string | null;
}

export interface DemoMediaSubCategory {
  category: string;
  label: string;
  slug: string;
  shots: readonly ProductShot[];
  sheet: DataSheetContent | null;
}

/** JPEG rather than PNG: the studio gradients make PNGs of these drawings about twice as large. */
const PICTURE_QUALITY = 85;
/** Half size (400 px) for the sheet's 176-point picture: about 160 dpi, a few kB. */
const SHEET_PICTURE_SCALE = 0.5;

/** Every sub-category of the tree with its shots; one without a drawing stops the script. */
export function demoMediaSubCategories(): DemoMediaSubCategory[] {
  return catalogueTree.topCategories.flatMap((top) =>
    top.subCategories.map(({ label }) => {
      const shots = demoProductShots[label];
      if (!shots || shots.length === 0) throw new Error(`No product shot for "${label}"`);
      return {
        category: top.label,
        label,
        slug: slugify(label),
        shots,
        sheet: dataSheets[label] ?? null,
      };
    }),
  );
}

export function picturePath(subCategory: DemoMediaSubCategory, index: number): string {
  return `pictures/${subCategory.slug}${index === 0 ? '' : `-${index + 1}`}.jpg`;
}

export function demoMediaManifest(
  subCategories: readonly DemoMediaSubCategory[],
): Record<string, DemoMediaEntry> {
  return Object.fromEntries(
    subCategories.map((subCategory) => [
      subCategory.label,
      {
        pictures: subCategory.shots.map((_, index) => picturePath(subCategory, index)),
        sheet: subCategory.sheet ? `sheets/${subCategory.slug}.pdf` : null,
      },
    ]),
  );
}

function shotSvg(subCategory: DemoMediaSubCategory, index: number): string {
  const shot = subCategory.shots[index];
  if (!shot) throw new Error(`"${subCategory.label}" has no shot ${index + 1}`);
  return productShotSvg(shot, `${subCategory.slug}-${index + 1}`);
}

export function renderPicture(subCategory: DemoMediaSubCategory, index: number): Promise<Buffer> {
  return svgToJpeg(shotSvg(subCategory, index), 1, PICTURE_QUALITY);
}

/** The sub-category's data sheet, or null when it has none. */
export async function renderSheet(subCategory: DemoMediaSubCategory): Promise<Buffer | null> {
  if (!subCategory.sheet) return null;
  const picture = await svgToJpeg(shotSvg(subCategory, 0), SHEET_PICTURE_SCALE);
  const sheet = {
    category: subCategory.category,
    subCategory: subCategory.label,
    content: subCategory.sheet,
  };
  return buildDataSheetPdf(sheet, picture);
}
