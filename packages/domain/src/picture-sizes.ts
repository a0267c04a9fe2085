/**
 * The files the server makes of a picture, by their longest side in pixels
 * (docs/product/media.md#picture-sizes); none is ever enlarged. The small size is twice the
 * side of the lists' largest square (88 px), so that a phone's screen, at two device pixels
 * per CSS pixel, takes it rather than the thumbnail.
 */
export const PICTURE_SIDES = { small: 176, thumbnail: 400, medium: 800, full: 1600 } as const;

export type PictureFile = keyof typeof PICTURE_SIDES;

/** The files a picture keeps under smaller sides than its full size, smallest first. */
const SMALLER_FILES = ['small', 'thumbnail', 'medium'] as const;

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
  const smaller = SMALLER_FILES.filter((file) => PICTURE_SIDES[file] < longest).map((file) => ({
    file,
    width: Math.round((width * PICTURE_SIDES[file]) / longest),
  }));
  return [...smaller, { file: 'full', width }];
}
