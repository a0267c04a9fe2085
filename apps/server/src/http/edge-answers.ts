import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  EXPECTATION_FAILED,
  HEADERS_TOO_LARGE,
  HOST_NOT_ONCE,
  INTERNAL_ERROR,
  INVALID_INPUT,
  METHOD_NOT_ALLOWED,
  REQUEST_TIMEOUT,
  SERVICE_UNAVAILABLE,
  URI_TOO_LONG,
} from '@labo/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';

// Answers Fastify and Node give before any route or hook of ours runs: socket-level
// errors (a malformed request, headers too large, a timeout), router errors (a path
// parameter too long, a malformed path), a request without Host or with two, an Expect
// other than 100-continue, CONNECT, and requests arriving during shutdown. They get the
// same `{ error, message }` French shape and the same security headers as every other
// answer (docs/product/api-conventions.md#error-statuses, docs/security.md#edge-answers).

interface EdgeAnswer {
  status: number;
  reason: string;
  error: string;
  message: string;
}

const answer = (status: number, reason: string, error: string, message: string): EdgeAnswer => ({
  status,
  reason,
  error,
  message,
});
const BAD_REQUEST = answer(400, 'Bad Request', 'invalid_input', INVALID_INPUT);
const TIMEOUT = answer(408, 'Request Timeout', 'request_timeout', REQUEST_TIMEOUT);
const TOO_LONG = answer(414, 'URI Too Long', 'uri_too_long', URI_TOO_LONG);
const HEADERS_TOO_BIG = answer(
  431,
  'Request Header Fields Too Large',
  'headers_too_large',
  HEADERS_TOO_LARGE,
);
const HOST_NOT_GIVEN_ONCE = answer(400, 'Bad Request', 'invalid_input', HOST_NOT_ONCE);
const NOT_ALLOWED = answer(405, 'Method Not Allowed', 'method_not_allowed', METHOD_NOT_ALLOWED);
const EXPECTATION = answer(417, 'Expectation Failed', 'expectation_failed', EXPECTATION_FAILED);
const INTERNAL = answer(500, 'Internal Server Error', 'internal_error', INTERNAL_ERROR);
const UNAVAILABLE = answer(503, 'Service Unavailable', 'service_unavailable', SERVICE_UNAVAILABLE);

const body = ({ error, message }: EdgeAnswer) => ({ error, message });

function clientErrorAnswer(code: string): EdgeAnswer {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMEOUT;
  if (code === 'HPE_HEADER_OVERFLOW') return HEADERS_TOO_BIG;
  return BAD_REQUEST;
}

/** The whole answer as written on a socket, for the events that give no response object. */
function rawAnswer(
  given: EdgeAnswer,
  securityHeaders: Record<string, string>,
  extra: Record<string, string> = {},
): string {
  const json = JSON.stringify(body(given));
  const headers = {
    ...securityHeaders,
    ...extra,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${given.status} ${given.reason}\r\n${head.join('')}\r\n${json}`;
}

/**
 * Fastify server options for the answers given before the routes: `clientErrorHandler`
 * writes the answer on the socket itself (there is no request object yet), with the
 * security headers computed once; `frameworkErrors` answers the router's errors.
 * `return503OnClosing` is off: Fastify's own 503 is English, so `answerWhileClosing`
 * gives it instead.
 */
export function edgeAnswerOptions(
  securityHeaders: Record<string, string>,
): Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors' | 'return503OnClosing'> {
  return {
    clientErrorHandler(error, socket) {
      // A reset connection has nobody left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (!socket.writable) return void socket.destroy();
      const given = clientErrorAnswer(error.code);
      socket.end(rawAnswer(given, securityHeaders), () => socket.destroy());
    },
    frameworkErrors(error: FastifyError, _request, reply: FastifyReply) {
      const given =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? TOO_LONG
          : error.code === 'FST_ERR_BAD_URL'
            ? BAD_REQUEST
            : INTERNAL;
      reply.headers(securityHeaders).code(given.status).send(body(given));
    },
    return503OnClosing: false,
  };
}

/**
 * From the start of shutdown, requests that still arrive (on a connection kept open by a
 * request in flight) are answered 503 and their connection closed, as Fastify's
 * return503OnClosing did, in our shape. Registered after the security headers' hook.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').code(UNAVAILABLE.status).send(body(UNAVAILABLE));
  });
}

/**
 * An HTTP/1.1 request names its host once; an HTTP/1.0 one may leave it out, and none may
 * give it twice (RFC 9112, section 3.2). Node keeps the first of two Host lines without a
 * word, and its own check of a missing one (`requireHostHeader`, turned off) answers a bare
 * 400: this hook, registered after the security headers' one, refuses both in our shape
 * and closes the connection, as Node did.
 */
export function answerHostNotOnce(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { httpVersion, rawHeaders } = request.raw;
    let hosts = 0;
    // rawHeaders alternates names and values.
    for (let at = 0; at < rawHeaders.length; at += 2) {
      if (rawHeaders[at]?.toLowerCase() === 'host') hosts += 1;
    }
    const missing = httpVersion === '1.1' && !request.headers.host;
    if (hosts <= 1 && !missing) return done();
    reply
      .header('connection', 'close')
      .code(HOST_NOT_GIVEN_ONCE.status)
      .send(body(HOST_NOT_GIVEN_ONCE));
  });
}

/**
 * The two HTTP server events whose default answer is Node's bare status line: an `Expect`
 * other than 100-continue (417, the request is not read further) and `CONNECT` (Node
 * would drop the socket without a word; the shop is no proxy, so 405).
 */
export function answerServerEvents(server: Server, securityHeaders: Record<string, string>) {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const json = JSON.stringify(body(EXPECTATION));
    response.shouldKeepAlive = false;
    response.writeHead(EXPECTATION.status, {
      ...securityHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(json)),
    });
    response.end(json);
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(NOT_ALLOWED, securityHeaders, { Allow: ALLOWED_METHODS }), () =>
      socket.destroy(),
    );
  });
}

/** The methods the shop's routes take (HEAD is answered for every GET route). */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
