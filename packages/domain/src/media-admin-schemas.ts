import { z } from 'zod';
import { attachmentSchema } from './catalog-schemas';
import {
  DOCUMENT_MAX_BYTES,
  MAX_PICTURES_PER_ARTICLE,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
  VIDEO_LINK_MIN_CHARS,
} from './limits';
import { flagSchema, idParam, wireText } from './wire-primitives';

// The administrators' media calls (docs/product/media.md#media-calls) and their refusals
// (docs/product/media.md#media-refusals). Wording ours.

/** A size limit in whole megabytes, as the messages and the call descriptions give it. */
export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** What a call accepts: the picture buttons, the document buttons, or the upload of either. */
export type MediaAccept = 'picture' | 'document' | 'either';

const PICTURE_FORMATS = 'JPEG, PNG, WebP, GIF ou AVIF';
const DOCUMENT_FORMATS = 'PDF ou Excel (XLSX, XLS)';

/** 415: the content is none of the formats the call accepts, whatever the file's name. */
export const mediaFormatRefused = (accept: MediaAccept): string => {
  switch (accept) {
    case 'picture':
      return `Format non accepté : une image doit être au format ${PICTURE_FORMATS}.`;
    case 'document':
      return `Format non accepté : un document doit être au format ${DOCUMENT_FORMATS}.`;
    case 'either':
      return `Format non accepté : seules les images ${PICTURE_FORMATS} et les documents ${DOCUMENT_FORMATS} sont acceptés.`;
  }
};

export const MEDIA_FILE_TOO_LARGE = `Fichier trop volumineux : ${megabytes(PICTURE_MAX_BYTES)} Mo au plus pour une image, ${megabytes(DOCUMENT_MAX_BYTES)} Mo pour un document.`;
export const PICTURE_TOO_MANY_PIXELS = `Image trop grande : ${PICTURE_MAX_PIXELS / 1_000_000} millions de pixels au plus.`;
/**
 * A picture or document address the server will not fetch
 * (docs/product/media.md#adding-from-a-web-address).
 */
export const REMOTE_URL_REFUSED =
  "Cette adresse n'est pas acceptée : donnez l'adresse web publique du fichier (http ou https).";
/** The remote server did not give the file. */
export const REMOTE_FILE_UNAVAILABLE = (reason: string): string =>
  `Le fichier n'a pas pu être récupéré à cette adresse (${reason}).`;
/** The remote file is larger than the limit of the kind the call accepts. */
export const REMOTE_FILE_TOO_LARGE = (maxBytes: number): string =>
  `Le fichier à cette adresse dépasse ${megabytes(maxBytes)} Mo.`;
export const PICTURE_UNREADABLE = 'Cette image est illisible ou endommagée.';
export const TOO_MANY_PICTURES = `Cet article a déjà ${MAX_PICTURES_PER_ARTICLE} images : supprimez-en une avant d'en ajouter une autre.`;
export const MEDIA_ALREADY_ATTACHED = 'Ce fichier est déjà joint à cet article.';
export const PICTURE_NOT_OF_ARTICLE = "Cette image n'appartient pas à cet article.";
export const MEDIA_FILE_MISSING = 'Aucun fichier reçu : joignez-le dans le champ « file ».';
export const MEDIA_NOT_MULTIPART = 'Le fichier doit être envoyé en multipart/form-data.';
export const VIDEO_LINK_TOO_SHORT = `Le lien vidéo doit contenir au moins ${VIDEO_LINK_MIN_CHARS} caractères.`;
export const VIDEO_LINK_UNKNOWN =
  'Lien vidéo non reconnu : seules les adresses YouTube, Vimeo ou Dailymotion sont acceptées.';

/** Longest address a call takes; longer ones are no page address anybody pastes. */
const URL_MAX_CHARS = 2048;

export const articleIdParamsSchema = z.object({ id: idParam });
export const articleAttachmentParamsSchema = z.object({
  articleId: idParam,
  attachmentId: idParam,
});
export const articleParamsSchema = z.object({ articleId: idParam });

/** `{ url }` of the add-from-web calls and of the video link (an empty one clears it). */
export const mediaUrlBodySchema = z.object({ url: wireText().max(URL_MAX_CHARS) });

export const defaultPictureAnswerSchema = z.object({ pictures: z.array(attachmentSchema) });
export type DefaultPictureAnswer = z.infer<typeof defaultPictureAnswerSchema>;

export const videoLinkAnswerSchema = z.object({ youtubeLink: z.string().nullable() });
export type VideoLinkAnswer = z.infer<typeof videoLinkAnswerSchema>;

export const featuredAnswerSchema = z.object({ featured: flagSchema });
export type FeaturedAnswer = z.infer<typeof featuredAnswerSchema>;
