import {
  MEDIA_FILE_MISSING,
  MEDIA_FILE_TOO_LARGE,
  MEDIA_NOT_MULTIPART,
} from '@labo/domain/media-admin-schemas';
import type { FastifyRequest } from 'fastify';
import { readFileField } from '#http/multipart-upload';
import type { ReceivedFile } from './media-intake';

const refusals = {
  missing: MEDIA_FILE_MISSING,
  notMultipart: MEDIA_NOT_MULTIPART,
  tooLarge: MEDIA_FILE_TOO_LARGE,
};

/**
 * The multipart field `file`, read whole (the largest accepted file is a few megabytes):
 * 400 without it, 413 past `maxBytes`, 415 when the request is not multipart.
 */
export async function receiveMediaFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ReceivedFile> {
  return readFileField(request, maxBytes, refusals);
}
