import { VIDEO_LINK_MIN_CHARS } from '@labo/domain/limits';
import { mediaUrlBodySchema, VIDEO_LINK_TOO_SHORT } from '@labo/domain/media-admin-schemas';
import { FIELD_REQUIRED } from '@labo/domain/messages';
import { z } from 'zod';

/**
 * The web address of a picture or a document (docs/product/media.md#adding-from-a-web-address):
 * the domain's `{ url }`, not empty. Whether the server will fetch it is the server's call.
 */
export const mediaAddressFormSchema = z.object({
  url: z.string().trim().min(1, FIELD_REQUIRED).pipe(mediaUrlBodySchema.shape.url),
});

/**
 * The video link (docs/product/media.md#video-link): at least VIDEO_LINK_MIN_CHARS
 * characters before VALIDER; the server recognises the site.
 */
export const videoLinkFormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(VIDEO_LINK_MIN_CHARS, VIDEO_LINK_TOO_SHORT)
    .pipe(mediaUrlBodySchema.shape.url),
});
