import { MULTIPART_MALFORMED } from '@labo/domain/messages';
import { AppError } from './app-error';

/**
 * The upload readers' errors as French answers: a request that is not multipart (415), a
 * file past its limit (413), and a body the multipart parser cannot read, cut short or
 * without its boundary (400). The parser reports the last with plain errors naming
 * "multipart", which would otherwise be answered as server faults.
 */
export function multipartRefusal(
  error: unknown,
  messages: { notMultipart: string; tooLarge: string },
): unknown {
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
