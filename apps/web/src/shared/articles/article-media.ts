import { env } from '#config/env.ts';

// Image and document addresses (docs/product/media.md#media-files). The server answers a
// placeholder picture for an article without one, so every article has a thumbnail to show.

export function articleThumbnailUrl(articleId: number): string {
  return `${env.apiBaseUrl}/exposed/article/${articleId}/get/thumbnail`;
}

export function attachmentThumbnailUrl(attachmentId: number): string {
  return `${env.apiBaseUrl}/exposed/attachment/${attachmentId}/get/thumbnail`;
}

export function attachmentFullSizeUrl(attachmentId: number): string {
  return `${env.apiBaseUrl}/exposed/attachment/${attachmentId}/get/full/size`;
}
