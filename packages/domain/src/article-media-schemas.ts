import { z } from 'zod';
import { attachmentSchema } from './catalog-schemas';
import { VIDEO_LINK_MIN_CHARS } from './limits';
import { TEXT_TOO_LONG, URL_INVALID, VIDEO_LINK_TOO_SHORT } from './messages';
import { flagSchema, idParam } from './wire-primitives';

// Article admin block (SPEC §2, §7): media from the web, the video link, the featured
// flag and the default picture.

export const URL_MAX_CHARS = 2000;

/** POST /api/article/{id}/add/picture/from/web and /add/pdf/from/web: an http(s) address. */
export const webFilePayloadSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: URL_INVALID }).max(URL_MAX_CHARS, TEXT_TOO_LONG),
});
export type WebFilePayload = z.infer<typeof webFilePayloadSchema>;

/**
 * PUT /api/protected/put/{articleId}/youtube/link: an empty url removes the link
 * (SPEC §7), otherwise at least 10 characters (SPEC §5).
 */
export const youtubeLinkPayloadSchema = z.object({
  url: z
    .string()
    .trim()
    .max(URL_MAX_CHARS, TEXT_TOO_LONG)
    .refine((url) => url === '' || url.length >= VIDEO_LINK_MIN_CHARS, VIDEO_LINK_TOO_SHORT),
});
export type YoutubeLinkPayload = z.infer<typeof youtubeLinkPayloadSchema>;

export const youtubeLinkAnswerSchema = z.object({ youtubeLink: z.string().nullable() });
export const featuredAnswerSchema = z.object({ featured: flagSchema });
export const picturesAnswerSchema = z.object({ pictures: z.array(attachmentSchema) });

export const articleIdParamSchema = z.object({ articleId: idParam });
export const articleAttachmentParamSchema = z.object({
  articleId: idParam,
  attachmentId: idParam,
});

/** POST /api/oxygene/perform/import answer: the report, one text line each. */
export const importReportSchema = z.array(z.string());
