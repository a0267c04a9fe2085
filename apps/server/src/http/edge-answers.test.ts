import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '#test/listening-app';

// Answers given before any route runs (docs/product/api-conventions.md#error-shape and
// #timeouts): a real server on a real socket, since app.inject never opens one.

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: { error?: string; message?: string };
}

function parseAnswers(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyBytes = Buffer.from(rest.slice(headEnd + 4));
    const length = Number(headers['content-length'] ?? bodyBytes.length);
    const body = bodyBytes.subarray(0, length).toString();
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: body ? JSON.parse(body) : {},
    });
    rest = bodyBytes.subarray(length).toString();
  }
  return answers;
}

/** Opens a socket, lets `drive` write to it, and reads everything until the server ends it. */
function exchange(
  port: number,
  drive: (socket: net.Socket) => void | Promise<void>,
): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(parseAnswers(Buffer.concat(chunks).toString())));
    socket.on('connect', () => {
      Promise.resolve(drive(socket)).catch(reject);
    });
  });
}

/**
 * The server's whole text for `request`, sent at once, then `after` once the server has
 * answered something (a 100 Continue), until it closes the connection.
 */
function rawExchange(port: number, request: string, after?: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      if (chunks.length === 0 && after !== undefined) socket.write(after);
      chunks.push(chunk);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('connect', () => socket.write(request));
  });
}

/** Writes one byte at a time until the socket is closed by the server. */
function trickle(socket: net.Socket, text: string) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++] ?? '');
  }, 20);
  socket.on('close', () => clearInterval(timer));
}

function expectShaped(answer: RawAnswer | undefined, status: number, error: string) {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toMatch(/^application\/json/);
  expect(answer?.headers['x-content-type-options']).toBe('nosniff');
  expect(answer?.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer?.body.error).toBe(error);
  // A French text for a person, never Fastify's English one.
  expect(answer?.body.message).toMatch(/[éèàê]|veuillez|trop/);
}

let listening: ListeningApp;
let app: FastifyInstance;
let port: number;
let releaseHeld: () => void = () => {};
let held: Promise<void>;
let entered: Promise<void>;
let closingStarted: Promise<void>;
let markClosing: () => void = () => {};

/** A route that holds its request until the test releases it, and a sign of the close. */
function addHeldRoute(instance: FastifyInstance) {
  entered = new Promise<void>((resolve) => {
    held = new Promise<void>((release) => {
      releaseHeld = release;
    });
    instance.get('/test/held', async () => {
      resolve();
      await held;
      return { held: true };
    });
  });
  closingStarted = new Promise<void>((resolve) => {
    markClosing = resolve;
  });
  instance.addHook('preClose', (done) => {
    markClosing();
    done();
  });
}

beforeAll(async () => {
  listening = await startListeningApp(
    // Small, so that the test is quick; the defaults are tens of seconds.
    { REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '400' },
    addHeldRoute,
  );
  ({ app, port } = listening);
});
afterAll(async () => {
  releaseHeld();
  await listening.close();
});

describe('timeouts', () => {
  it('answers 408 and closes a connection whose body comes too slowly', async () => {
    const answers = await exchange(port, (socket) => {
      socket.write(
        'POST /exposed/search/articles HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n',
      );
      trickle(socket, `{"query":"${'b'.repeat(380)}"}`);
    });
    expectShaped(answers[0], 408, 'request_timeout');
  });

  it('answers 408 and closes a connection whose headers come too slowly', async () => {
    const answers = await exchange(port, (socket) => {
      trickle(socket, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ${'s'.repeat(400)}\r\n\r\n`);
    });
    expectShaped(answers[0], 408, 'request_timeout');
  });
});

describe('errors answered before any route', () => {
  it.each([
    ['an unknown method', 'BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'a malformed Content-Length',
      'POST /exposed/search/articles HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ],
  ])('answers %s with a French 400', async (_case, request) => {
    const answers = await exchange(port, (socket) => {
      socket.write(request);
    });
    expectShaped(answers[0], 400, 'invalid_input');
  });

  it('answers an HTTP/1.1 request without Host, or one with two, with a French 400, and closes', async () => {
    for (const request of [
      'GET /healthz HTTP/1.1\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost:\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n',
      'GET /healthz HTTP/1.0\r\nHost: a\r\nHost: a\r\n\r\n',
      'POST /exposed/search/articles HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    ]) {
      const answers = await exchange(port, (socket) => {
        socket.write(request);
      });
      expectShaped(answers[0], 400, 'invalid_input');
      expect(answers[0]?.body.message).toContain('Host');
      expect(answers[0]?.headers.connection).toBe('close');
    }
  });

  it('answers an HTTP/1.0 request without Host like every other', async () => {
    const answers = await exchange(port, (socket) => {
      socket.write('GET /healthz HTTP/1.0\r\n\r\n');
    });
    expect(answers[0]?.status).toBe(200);
    expect(answers[0]?.body).toEqual({ status: 'ok' });
  });

  it('answers an Expect other than 100-continue with a French 417, and closes', async () => {
    const answers = await exchange(port, (socket) => {
      socket.write(
        'POST /exposed/search/articles HTTP/1.1\r\nHost: x\r\nExpect: 999-x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
    });
    expect(answers).toHaveLength(1);
    expectShaped(answers[0], 417, 'expectation_failed');
    expect(answers[0]?.headers.connection).toBe('close');
  });

  it('still lets a client wait for 100 Continue before its body', async () => {
    const raw = await rawExchange(
      port,
      'POST /exposed/search/articles HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 18\r\nConnection: close\r\n\r\n',
      '{"query":"becher"}',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
  });

  it('answers CONNECT with a French 405 naming the methods taken, and closes', async () => {
    const answers = await exchange(port, (socket) => {
      socket.write('CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
    });
    expect(answers).toHaveLength(1);
    expectShaped(answers[0], 405, 'method_not_allowed');
    expect(answers[0]?.headers.allow).toBe('GET, HEAD, POST, PUT, DELETE');
    expect(answers[0]?.headers.connection).toBe('close');
  });

  it('answers headers too large with a French 431', async () => {
    const answers = await exchange(port, (socket) => {
      socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    });
    expectShaped(answers[0], 431, 'headers_too_large');
  });

  it('answers a path parameter too long with a French 414, without echoing it', async () => {
    const answers = await exchange(port, (socket) => {
      socket.end(`GET /exposed/detailed/by/${'a'.repeat(300)}/article HTTP/1.1\r\nHost: x\r\n\r\n`);
    });
    expectShaped(answers[0], 414, 'uri_too_long');
    expect(JSON.stringify(answers[0]?.body)).not.toContain('aaaa');
  });

  it('answers a malformed path with a French 400', async () => {
    const answers = await exchange(port, (socket) => {
      socket.end('GET /exposed/detailed/by/%E0%A4%A/article HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expectShaped(answers[0], 400, 'invalid_input');
  });

  it('answers a body of the wrong type with 415 and a body too large with 413, in JSON', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/exposed/search/articles',
      headers: { 'content-type': 'text/plain' },
      payload: 'becher',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: 'unsupported_media_type' });
    const huge = await app.inject({
      method: 'POST',
      url: '/exposed/search/articles',
      payload: { query: 'x'.repeat(10 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'payload_too_large' });
  });
});

describe('shutdown', () => {
  it('answers a request arriving while the server closes with a French 503', async () => {
    const answers = await exchange(port, async (socket) => {
      socket.write('GET /test/held HTTP/1.1\r\nHost: x\r\n\r\n');
      await entered;
      const closed = app.close();
      await closingStarted;
      // Pipelined behind the request in flight, which keeps the connection open.
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      releaseHeld();
      await closed;
    });
    expect(answers[0]?.status).toBe(200);
    expectShaped(answers[1], 503, 'service_unavailable');
  });
});
