import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const MULTIPART = 'multipart/form-data';

/** The one part a multipart route reads (multipart-upload.ts). */
const fileBody = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'Le fichier envoyé.' } },
};

/**
 * The route schemas as the OpenAPI document shows them. A multipart route declares no body
 * schema, since it reads its file itself rather than through validation; the document still
 * describes its body as a request body holding the file
 * (docs/product/api-conventions.md#openapi-document).
 */
export const openApiTransform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema = document.schema as (FastifySchema & { consumes?: string[] }) | undefined;
  if (!schema?.consumes?.includes(MULTIPART) || transformed.schema.body) return transformed;
  return { ...transformed, schema: { ...transformed.schema, body: fileBody } };
};
