import { PICTURE_SIDES, type PictureFile, pictureFileWidths } from '@labo/domain/picture-sizes';
import { env } from '#config/env.ts';

// Image and document addresses (docs/product/media.md#media-files). The server answers a
// placeholder picture for an article without one, so every article has a thumbnail to show.

const FILE_PATHS: Readonly<Record<PictureFile, string>> = {
  small: 'small/size',
  thumbnail: 'thumbnail',
  medium: 'medium/size',
  full: 'full/size',
};

const attachmentFileUrl = (attachmentId: number, file: PictureFile) =>
  `${env.apiBaseUrl}/exposed/attachment/${attachmentId}/get/${FILE_PATHS[file]}`;

/** The files that fill a square; an article's own address serves its default picture's. */
type SquareFile = 'small' | 'thumbnail';

const articleFileUrl = (articleId: number, file: SquareFile) =>
  `${env.apiBaseUrl}/exposed/article/${articleId}/get/${FILE_PATHS[file]}`;

export function articleThumbnailUrl(articleId: number): string {
  return articleFileUrl(articleId, 'thumbnail');
}

export function attachmentThumbnailUrl(attachmentId: number): string {
  return attachmentFileUrl(attachmentId, 'thumbnail');
}

/** A picture's full size, or a document as received. */
export function attachmentFullSizeUrl(attachmentId: number): string {
  return attachmentFileUrl(attachmentId, 'full');
}

/**
 * A picture's files as a `srcset` (docs/product/media.md#picture-sizes): the browser takes
 * the smallest that fills its box at the screen's density. Empty when the size is unknown.
 */
export function pictureSrcSet(picture: {
  id: number;
  px_width: number | null;
  px_height: number | null;
}): string {
  if (!picture.px_width || !picture.px_height) return '';
  return pictureFileWidths(picture.px_width, picture.px_height)
    .map(({ file, width }) => `${attachmentFileUrl(picture.id, file)} ${width}w`)
    .join(', ');
}

/**
 * A picture shown whole in a square (lists, galleries) as a `srcset`: its small size and its
 * thumbnail, each declared as wide as the square it fits inside, since its longest side fills
 * the box whatever its shape. A list's 88-pixel square on a phone takes the small size, a
 * quarter of the thumbnail's weight (docs/product/media.md#picture-sizes). The picture is an
 * attachment, or an article's default picture by the article's own address.
 */
export function squarePictureSrcSet(
  picture: { attachmentId: number } | { articleId: number },
): string {
  const url = (file: SquareFile) =>
    'attachmentId' in picture
      ? attachmentFileUrl(picture.attachmentId, file)
      : articleFileUrl(picture.articleId, file);
  return (['small', 'thumbnail'] as const)
    .map((file) => `${url(file)} ${PICTURE_SIDES[file]}w`)
    .join(', ');
}
