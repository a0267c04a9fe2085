import {
  INTERNAL_ERROR,
  INVALID_INPUT,
  NOT_FOUND,
  PAYLOAD_TOO_LARGE,
  TOO_MANY_REQUESTS,
  UNSUPPORTED_MEDIA_TYPE,
} from '@labo/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

// Fastify's own client errors, mapped to French messages; anything else unexpected is
// a 500 whose details stay in the log: bad input never gives a 500
// (docs/product/api-conventions.md#error-statuses).
const statusMessages: Record<number, { code: string; message: string }> = {
  400: { code: 'invalid_input', message: INVALID_INPUT },
  404: { code: 'not_found', message: NOT_FOUND },
  413: { code: 'payload_too_large', message: PAYLOAD_TOO_LARGE },
  415: { code: 'unsupported_media_type', message: UNSUPPORTED_MEDIA_TYPE },
  429: { code: 'too_many_requests', message: TOO_MANY_REQUESTS },
};

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    // fastify-type-provider-zod 7 gives the zod path as instancePath ("/lines/0/quantity");
    // `fields` keys are dotted ("lines.0.quantity"), as issuesToFields in packages/domain;
    // an issue about the whole form is under "".
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    fields[key] ??= issue.message ?? INVALID_INPUT;
  }
  return fields;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        error: 'invalid_input',
        message: INVALID_INPUT,
        fields: validationFields(error),
      } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    const known = statusMessages[status];
    if (status < 500 && known) {
      if (status === 429) request.log.warn({ ip: request.ip }, 'rate limited');
      return reply.code(status).send({ error: known.code, message: known.message });
    }
    if (status < 500) {
      return reply.code(status).send({ error: 'client_error', message: INVALID_INPUT });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'internal_error', message: INTERNAL_ERROR });
  });
}
