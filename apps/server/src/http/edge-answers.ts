import type { Socket } from 'node:net';
import {
  HEADERS_TOO_LARGE,
  INTERNAL_ERROR,
  INVALID_INPUT,
  REQUEST_TIMEOUT,
  SERVICE_UNAVAILABLE,
  URI_TOO_LONG,
} from '@labo/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';

// Answers Fastify and Node give before any route or hook of ours runs: socket-level
// errors (a malformed request, headers too large, a timeout), router errors (a path
// parameter too long, a malformed path) and requests arriving during shutdown. They get
// the same `{ error, message }` French shape and the same security headers as every other
// answer (docs/product/api-conventions.md#error-statuses).

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
const INTERNAL = answer(500, 'Internal Server Error', 'internal_error', INTERNAL_ERROR);
const UNAVAILABLE = answer(503, 'Service Unavailable', 'service_unavailable', SERVICE_UNAVAILABLE);

const body = ({ error, message }: EdgeAnswer) => ({ error, message });

function clientErrorAnswer(code: string): EdgeAnswer {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMEOUT;
  if (code === 'HPE_HEADER_OVERFLOW') return HEADERS_TOO_BIG;
  return BAD_REQUEST;
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
    clientErrorHandler(error, socket: Socket) {
      // A reset connection has nobody left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const given = clientErrorAnswer(error.code);
      if (!socket.writable) return void socket.destroy();
      const json = JSON.stringify(body(given));
      const headers = {
        ...securityHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(json)),
        Connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.end(`HTTP/1.1 ${given.status} ${given.reason}\r\n${head.join('')}\r\n${json}`, () =>
        socket.destroy(),
      );
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
