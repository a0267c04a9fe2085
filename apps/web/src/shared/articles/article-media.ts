import { type PictureFile, pictureFileWidths } from '@labo/domain/picture-sizes';
import { env } from '#config/env.ts';

// Image and document addresses (docs/product/media.md#media-files). The server answers a
// placeholder picture for an article without one, so every article has a thumbnail to show.

export function articleThumbnailUrl(articleId: number): string {
  return `${env.apiBaseUrl}/exposed/article/${articleId}/get/thumbnail`;
}

const FILE_PATHS: Readonly<Record<PictureFile, string>> = {
  thumbnail: 'thumbnail',
  medium: 'medium/size',
  full: 'full/size',
};

const attachmentFileUrl = (attachmentId: number, file: PictureFile) =>
  `${env.apiBaseUrl}/exposed/attachment/${attachmentId}/get/${FILE_PATHS[file]}`;

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
