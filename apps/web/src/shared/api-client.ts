import type { ApiError as ApiErrorBody } from '@labo/domain/error-schema';
import { env } from '#config/env.ts';

export type { ApiErrorBody };

/**
 * A call that got no answer at all fails with this pseudo status
 * (docs/product/api-conventions.md#client-errors).
 */
export const NO_RESPONSE_STATUS = 600;

/**
 * Every failed call becomes an ApiError whose `message` is the numeric HTTP status ("404"),
 * or "600" when no response came (docs/product/api-conventions.md#client-errors). The
 * parsed `{ error, message }` answer, when there is one, stays on `body` so a screen can
 * show the French text.
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

/**
 * How a call reaches the server: the browser's fetch, or, when the page is rendered on the
 * server (entry-server.tsx), a call into the same server process without a socket.
 */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renderer's transport (docs/decisions/027-server-rendering.md). */
export function setApiTransport(serverTransport: ApiTransport) {
  transport = serverTransport;
}

/** Any zod schema (classic or mini): `parse` returns the answer or throws a ZodError. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * The answers of the shell and the first visit (menu categories, active campaigns, header
 * search, featured articles) and the catalogue's article lists are taken as typed: the server checks every answer against
 * the domain's schema before it leaves (the zod serializer, and the catalogue's answer
 * cache), and a second check here would bring zod into the first page (decision 007).
 */
export function serverCheckedAnswer<T>(): ResponseSchema<T> {
  return { parse: (data) => data as T };
}

export type RequestOptions<T> = {
  /** Parses the successful answer; an answer of the wrong shape rejects with a ZodError. */
  schema: ResponseSchema<T>;
  method?: HttpMethod;
  /**
   * Sent as JSON, or as multipart when it is a FormData, field `file`
   * (docs/product/api-conventions.md#json-and-multipart).
   */
  body?: unknown;
  /** Bearer token for protected calls; public `/exposed/...` calls pass none. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The one fetch wrapper of the app (docs/conventions.md#one-fetch-wrapper). `path` starts
 * with a slash.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const response = await apiResponse(path, options);
  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch (cause) {
    // The connection dropped while the body was streaming: no usable answer came.
    if (options.signal?.aborted) throw cause;
    throw new ApiError(NO_RESPONSE_STATUS, undefined, { cause });
  }
  return options.schema.parse(payload);
}

/**
 * The same call when the answer is not one JSON value (a file download, a stream of
 * events): the successful response, unread; a failure throws as for apiRequest.
 */
export async function apiResponse(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'>,
): Promise<Response> {
  const { method = 'GET', body, token, headers = {}, signal } = options;
  const isMultipart = body instanceof FormData;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined && !isMultipart) requestHeaders['Content-Type'] = 'application/json';
  if (token) requestHeaders.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transport(`${env.apiBaseUrl}${path}`, {
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
  if (response.ok) return response;
  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch {
    payload = undefined;
  }
  throw new ApiError(response.status, await readErrorBody(payload));
}

/**
 * The server's error answer (docs/product/api-conventions.md#error-shape):
 * `{ error, message }`, plus `fields` on form errors, checked with the domain's schema. It loads with
 * the first failed call (zod stays off the first page); when even that fails (offline), the
 * status alone remains.
 */
async function readErrorBody(payload: unknown): Promise<ApiErrorBody | undefined> {
  if (payload === undefined) return undefined;
  try {
    const { apiErrorSchema } = await import('@labo/domain/error-schema');
    const parsed = apiErrorSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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
