import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachmentDisposition } from './attachment-disposition';

/**
 * A 200 whose body is a file rather than JSON, as the OpenAPI document shows it: one entry
 * per content type it may have. Fastify sends such bytes or text as they are, without the
 * JSON serializer (docs/product/api-conventions.md#openapi-document).
 */
export function fileAnswer(description: string, types: readonly string[]) {
  // Typed as the bytes, text or stream a handler sends: the schema only feeds the document,
  // never a check of the body.
  const schema = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<
    Buffer | string | Readable
  >;
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

export const CSV_TYPE = 'text/csv; charset=utf-8';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const PDF_TYPE = 'application/pdf';

/** A file to download: its name (sent as attachment), its type and its content. */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

/** Answers `file` as a download saved under its name. */
export function sendFile(reply: FastifyReply, file: DownloadedFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.body);
}
