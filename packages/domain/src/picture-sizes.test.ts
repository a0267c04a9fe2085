import { describe, expect, it } from 'vitest';
import { pictureFileWidths } from './picture-sizes';

describe('pictureFileWidths (docs/product/media.md#picture-sizes)', () => {
  it('lists the small size, the thumbnail, the middle size and the full size of a large picture', () => {
    expect(pictureFileWidths(1600, 1200)).toEqual([
      { file: 'small', width: 176 },
      { file: 'thumbnail', width: 400 },
      { file: 'medium', width: 800 },
      { file: 'full', width: 1600 },
    ]);
  });

  it('scales by the longest side: a tall picture is narrower', () => {
    expect(pictureFileWidths(900, 1600)).toEqual([
      { file: 'small', width: 99 },
      { file: 'thumbnail', width: 225 },
      { file: 'medium', width: 450 },
      { file: 'full', width: 900 },
    ]);
  });

  it('leaves out the files that would be the full size itself, never enlarged', () => {
    expect(pictureFileWidths(640, 480)).toEqual([
      { file: 'small', width: 176 },
      { file: 'thumbnail', width: 400 },
      { file: 'full', width: 640 },
    ]);
    expect(pictureFileWidths(300, 200)).toEqual([
      { file: 'small', width: 176 },
      { file: 'full', width: 300 },
    ]);
    expect(pictureFileWidths(150, 100)).toEqual([{ file: 'full', width: 150 }]);
    expect(pictureFileWidths(800, 800)).toEqual([
      { file: 'small', width: 176 },
      { file: 'thumbnail', width: 400 },
      { file: 'full', width: 800 },
    ]);
  });
});
