import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '#http/app-error';
import { fileFieldPart, multipartRefusal } from '#http/multipart-upload';
import { processRuns } from '#http/process-runs';
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

/**
 * Upload folders are named after the process that writes them, `labo-import-<pid>-<random>`,
 * so that a process starting can tell the folders of a process that died from those of
 * another one still receiving a file on the same machine.
 */
const UPLOAD_PREFIX = 'labo-import-';
const OWNED_FOLDER = /^labo-import-(\d+)-[^-]+$/;

/**
 * Removes the upload folders that no running process owns: a process killed during an
 * import never discarded its upload (docs/product/import.md#import-call). Called at start,
 * when this process has received nothing yet, so that its own id (a restarted container
 * often gets the same one) counts as dead too; folders named before ids were in the name
 * are removed as well.
 */
export async function removeStaleUploads(log: FastifyBaseLogger, folder = tmpdir()): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    if (!name.startsWith(UPLOAD_PREFIX)) return false;
    const owner = OWNED_FOLDER.exec(name)?.[1];
    return owner === undefined || Number(owner) === process.pid || !processRuns(Number(owner));
  });
  for (const name of stale) {
    await rm(path.join(folder, name), { recursive: true, force: true });
  }
  if (stale.length > 0) log.info({ removed: stale.length }, 'stale import uploads removed');
}

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
  const folder = await mkdtemp(path.join(tmpdir(), `${UPLOAD_PREFIX}${process.pid}-`));
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
