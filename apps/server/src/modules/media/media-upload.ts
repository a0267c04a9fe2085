import {
  MEDIA_FILE_MISSING,
  MEDIA_FILE_TOO_LARGE,
  MEDIA_NOT_MULTIPART,
} from '@labo/domain/media-admin-schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error';
import type { ReceivedFile } from './media-intake';

/** The multipart plugin's refusals, as French answers. */
function uploadError(error: unknown): unknown {
  switch ((error as { code?: unknown }).code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'unsupported_media_type', MEDIA_NOT_MULTIPART);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'file_too_large', MEDIA_FILE_TOO_LARGE);
    default:
      return error;
  }
}

/**
 * The multipart field `file`, read whole (the largest accepted file is a few megabytes):
 * 400 without it, 413 past `maxBytes`, 415 when the request is not multipart.
 */
export async function receiveMediaFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ReceivedFile> {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw new AppError(400, 'file_missing', MEDIA_FILE_MISSING);
    }
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    throw uploadError(error);
  }
}
