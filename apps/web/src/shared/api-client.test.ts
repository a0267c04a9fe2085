import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiClient, apiRequest } from './api-client';

const pingSchema = z.object({ ok: z.boolean() });

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('parses a successful answer with the given schema', async () => {
    const fetchMock = stubFetch(async () => Response.json({ ok: true, extra: 'dropped' }));

    await expect(apiClient.get('/exposed/ping', { schema: pingSchema })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/exposed/ping');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('rejects an answer that does not match the schema', async () => {
    stubFetch(async () => Response.json({ ok: 'yes' }));

    await expect(apiRequest('/exposed/ping', { schema: pingSchema })).rejects.toThrow(z.ZodError);
  });

  it('throws an ApiError whose message is the status, keeping the error body', async () => {
    stubFetch(async () =>
      Response.json({ error: 'not_found', message: 'Article introuvable' }, { status: 404 }),
    );

    const error = await apiRequest('/exposed/detailed/9/article', { schema: pingSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('404');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual({
      error: 'not_found',
      message: 'Article introuvable',
    });
  });

  it('keeps no body when the error answer is not the API error shape', async () => {
    stubFetch(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));

    await expect(apiRequest('/exposed/ping', { schema: pingSchema })).rejects.toMatchObject({
      message: '502',
      body: undefined,
    });
  });

  it('throws "600" when no response came', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(apiRequest('/exposed/ping', { schema: pingSchema })).rejects.toMatchObject({
      name: 'ApiError',
      message: '600',
      status: 600,
    });
  });

  it('lets a cancelled request stay an abort, not a 600', async () => {
    const controller = new AbortController();
    stubFetch(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    await expect(
      apiRequest('/exposed/ping', { schema: pingSchema, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends JSON with the bearer token of a protected call', async () => {
    const fetchMock = stubFetch(async () => Response.json({ ok: true }));

    await apiClient.post(
      '/api/protected/update/quote/4/status',
      { new_status: 'ARCHIVED' },
      {
        schema: pingSchema,
        token: 'jwt-value',
      },
    );
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"new_status":"ARCHIVED"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer jwt-value');
  });

  it('parses an empty 204 answer as undefined', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));

    await expect(
      apiClient.delete('/api/article/attachment/3', { schema: z.undefined(), token: 't' }),
    ).resolves.toBeUndefined();
  });
});
