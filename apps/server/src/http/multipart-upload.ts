import type { MultipartFile } from '@fastify/multipart';
import { MULTIPART_MALFORMED } from '@labo/domain/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The French answers of an upload call. */
export interface UploadRefusals {
  missing: string;
  notMultipart: string;
  tooLarge: string;
}

/**
 * The upload readers' errors as French answers: a request that is not multipart (415), a
 * file past its limit (413), and a body the multipart parser cannot read, cut short or
 * without its boundary (400). The parser reports the last with plain errors naming
 * "multipart", which would otherwise be answered as server faults.
 */
export function multipartRefusal(error: unknown, messages: UploadRefusals): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'unsupported_media_type', messages.notMultipart);
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'file_too_large', messages.tooLarge);
  }
  if (error instanceof Error && !('statusCode' in error) && /multipart/i.test(error.message)) {
    return new AppError(400, 'multipart_malformed', MULTIPART_MALFORMED);
  }
  return error;
}

/**
 * The upload's part in the field `file`, not yet read: 400 without it, 415 when the request
 * is not multipart. Reading it may still fail: pass its errors through `multipartRefusal`.
 */
export async function fileFieldPart(
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadRefusals,
): Promise<MultipartFile> {
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1 } })
    .catch((error: unknown) => {
      throw multipartRefusal(error, messages);
    });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError(400, 'file_missing', messages.missing);
  }
  return part;
}

/**
 * The field `file` read whole (files of a few megabytes): 400 without it, 413 past
 * `maxBytes`, 415 when the request is not multipart, 400 for a body cut short.
 */
export async function readFileField(
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadRefusals,
): Promise<{ bytes: Buffer; fileName: string }> {
  const part = await fileFieldPart(request, maxBytes, messages);
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    throw multipartRefusal(error, messages);
  }
}
