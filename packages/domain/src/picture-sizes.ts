/**
 * The files the server makes of a picture, by their longest side in pixels
 * (docs/product/media.md#picture-sizes); none is ever enlarged.
 */
export const PICTURE_SIDES = { thumbnail: 400, medium: 800, full: 1600 } as const;

export type PictureFile = keyof typeof PICTURE_SIDES;

/**
 * The width of each distinct file of a picture whose full size is `width` × `height`,
 * smallest first: a file no smaller than the full size is the full size, and is left out.
 * What a `srcset` lists, so that the browser takes the smallest file that fills its box.
 */
export function pictureFileWidths(
  width: number,
  height: number,
): { file: PictureFile; width: number }[] {
  const longest = Math.max(width, height);
  const smaller = (['thumbnail', 'medium'] as const)
    .filter((file) => PICTURE_SIDES[file] < longest)
    .map((file) => ({ file, width: Math.round((width * PICTURE_SIDES[file]) / longest) }));
  return [...smaller, { file: 'full', width }];
}
