// zod/mini for the one schema of this module: the wrapper is in the first page's chunk
// (see config/env.ts). Answer schemas come from the callers, classic zod or mini alike.
import * as z from 'zod/mini';
import { env } from '../config/env';

/** SPEC §7: a call that got no answer at all fails with this pseudo status. */
export const NO_RESPONSE_STATUS = 600;

/** The server's error answer (API.md): `{ error, message }`, plus `fields` on form errors. */
const apiErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * Every failed call becomes an ApiError whose `message` is the numeric HTTP status
 * ("404"), or "600" when no response came (SPEC §7). The parsed `{ error, message }`
 * answer, when there is one, stays on `body` so a screen can show the French text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body?: ApiErrorBody, options?: ErrorOptions) {
    super(String(status), options);
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any zod schema (classic or mini): `parse` returns the answer or throws a ZodError. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * A schema given as a loader is imported while the request is in flight. Calls made by the
 * shell before the first page (categories for the menu, campaigns at start) use it to keep
 * the domain's schemas, and classic zod with them, out of the first page's chunk.
 */
export type LazyResponseSchema<T> = () => Promise<ResponseSchema<T>>;

export type RequestOptions<T> = {
  /** Parses the successful answer; an answer of the wrong shape rejects with a ZodError. */
  schema: ResponseSchema<T> | LazyResponseSchema<T>;
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData (SPEC §7 uploads, field `file`). */
  body?: unknown;
  /** Bearer token for protected calls; public `/exposed/...` calls pass none. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The one fetch wrapper of the app (CONVENTIONS §4). `path` starts with a slash. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { schema, method = 'GET', body, token, headers = {}, signal } = options;
  const isMultipart = body instanceof FormData;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined && !isMultipart) requestHeaders['Content-Type'] = 'application/json';
  if (token) requestHeaders.Authorization = `Bearer ${token}`;

  // Started before the fetch so both travel together; awaited only once the answer is in.
  const schemaReady = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // A failed request must not leave an unobserved rejection behind.
  schemaReady.catch(() => {});

  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancel.
    if (signal?.aborted) throw cause;
    throw new ApiError(NO_RESPONSE_STATUS, undefined, { cause });
  }

  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch (cause) {
    // The connection dropped while the body was streaming: no usable answer came.
    if (signal?.aborted) throw cause;
    throw new ApiError(NO_RESPONSE_STATUS, undefined, { cause });
  }
  if (!response.ok) {
    const errorBody = apiErrorBodySchema.safeParse(payload);
    throw new ApiError(response.status, errorBody.success ? errorBody.data : undefined);
  }
  return (await schemaReady).parse(payload);
}

/** The body as JSON; undefined when empty (204) or not JSON (a proxy's HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options: CallOptions<T>) => apiRequest(path, options),
  delete: <T>(path: string, options: CallOptions<T>) =>
    apiRequest(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body: unknown, options: CallOptions<T>) =>
    apiRequest(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options: CallOptions<T>) =>
    apiRequest(path, { ...options, method: 'PUT', body }),
};
