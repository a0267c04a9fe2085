import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error';
import { fileFieldPart, multipartRefusal } from '#http/multipart-upload';
import { cleanFileName } from '#http/upload-file-name';
import {
  IMPORT_FILE_MISSING,
  IMPORT_FILE_TOO_LARGE,
  IMPORT_NOT_MULTIPART,
} from './import-messages';

/**
 * Room for twice the largest export we expect, a 100,000-article catalogue, and then some
 * (its size: docs/performance.md#size-of-a-100000-article-export).
 */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/** An uploaded export written to a temporary file, read from there chunk by chunk. */
export interface ReceivedUpload {
  path: string;
  /** As the browser named it, without folders or control characters: shown in reports. */
  fileName: string;
  discard(): Promise<void>;
}

const refusals = {
  missing: IMPORT_FILE_MISSING,
  notMultipart: IMPORT_NOT_MULTIPART,
  tooLarge: IMPORT_FILE_TOO_LARGE,
};

/**
 * The multipart field `file`, written to a temporary file: the import reads it twice
 * (counting its lines, then importing), and never holds it whole in memory.
 */
export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const part = await fileFieldPart(request, IMPORT_MAX_BYTES, refusals);
  const folder = await mkdtemp(path.join(tmpdir(), 'labo-import-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'upload.csv');
  try {
    await pipeline(part.file, createWriteStream(file));
  } catch (error) {
    await discard();
    throw multipartRefusal(error, refusals);
  }
  // Past the limit the stream just ends, marked truncated.
  if (part.file.truncated) {
    await discard();
    throw new AppError(413, 'file_too_large', IMPORT_FILE_TOO_LARGE);
  }
  return { path: file, fileName: cleanFileName(part.filename, 'export.csv'), discard };
}
