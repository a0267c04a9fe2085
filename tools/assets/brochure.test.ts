import { BROCHURES, HOME_BANNERS } from '@labo/web/features/home/home-content';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isBrandSlug } from './brand-themes';
import { buildBrochurePdf } from './brochure';
import { brochures, isBrochureName } from './brochure-content';

const pageCount = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('assets', () => {
  it('has a drawing for every banner and brochure the home page lists', () => {
    expect(HOME_BANNERS.filter(({ file }) => !isBrandSlug(file))).toEqual([]);
    expect(BROCHURES.filter(({ file }) => !isBrochureName(file.replace(/\.pdf$/, '')))).toEqual([]);
  });

  it('writes the same brochure bytes every time, a cover and one page per sheet', async () => {
    const cover = await sharp({
      create: { width: 4, height: 3, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const first = await buildBrochurePdf('duran', cover);
    const second = await buildBrochurePdf('duran', cover);
    expect(first.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    expect(first.equals(second)).toBe(true);
    expect(pageCount(first)).toBe(brochures.duran.pages.length + 1);
  });
});
