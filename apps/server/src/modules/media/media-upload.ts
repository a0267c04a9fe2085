import {
  MEDIA_FILE_MISSING,
  MEDIA_FILE_TOO_LARGE,
  MEDIA_NOT_MULTIPART,
} from '@labo/domain/media-admin-schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error';
import { multipartRefusal } from '#http/multipart-refusal';
import type { ReceivedFile } from './media-intake';

const refusals = { notMultipart: MEDIA_NOT_MULTIPART, tooLarge: MEDIA_FILE_TOO_LARGE };

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
    throw multipartRefusal(error, refusals);
  }
}
