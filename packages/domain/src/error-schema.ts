import { z } from 'zod';
import {
  CONFLICT,
  FORBIDDEN,
  IDEMPOTENCY_KEY_REUSED,
  INTERNAL_ERROR,
  INVALID_INPUT,
  NOT_FOUND,
  PAYLOAD_TOO_LARGE,
  TOO_MANY_REQUESTS,
  UNAUTHORIZED,
  UNSUPPORTED_MEDIA_TYPE,
} from './messages';

/**
 * docs/product/api-conventions.md#error-shape: `{ error: "<code>", message: "<French
 * text>" }`, plus `fields` (field name → message) for a form error
 * (docs/product/api-conventions.md#form-errors).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The error codes, each with its status and default French message
 * (docs/product/api-conventions.md#error-statuses).
 */
export const API_ERRORS = {
  invalid_input: { status: 400, message: INVALID_INPUT },
  unauthorized: { status: 401, message: UNAUTHORIZED },
  forbidden: { status: 403, message: FORBIDDEN },
  not_found: { status: 404, message: NOT_FOUND },
  conflict: { status: 409, message: CONFLICT },
  payload_too_large: { status: 413, message: PAYLOAD_TOO_LARGE },
  unsupported_media_type: { status: 415, message: UNSUPPORTED_MEDIA_TYPE },
  idempotency_key_reused: { status: 422, message: IDEMPOTENCY_KEY_REUSED },
  too_many_requests: { status: 429, message: TOO_MANY_REQUESTS },
  internal_error: { status: 500, message: INTERNAL_ERROR },
} as const satisfies Record<string, { status: number; message: string }>;
export type ApiErrorCode = keyof typeof API_ERRORS;

export function apiError(code: ApiErrorCode, message?: string): ApiError {
  return { error: code, message: message ?? API_ERRORS[code].message };
}

/**
 * The `fields` of a 400 answer from validation issues: the dotted path of each field
 * with its first message (a person fixes one thing at a time). Issues about the whole
 * object sit under the empty key.
 */
export function issuesToFields(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
