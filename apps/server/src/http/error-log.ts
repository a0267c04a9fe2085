import { serializeRequest } from './request-log';

// docs/product/api-conventions.md#error-log. Every `{ err }` the app logs goes through
// serializeError: an error keeps its type, its message, its stack frames, the query that
// failed and the database's own fields, but never the values a query carried. drizzle
// writes a failed query's parameters (a quote's name, e-mail, phone, comment, the HTML
// of its mails) into its message and a `params` field; PostgreSQL repeats the failing
// row in `detail`.

/** The fields of an error (PostgreSQL's, Fastify's) that name a fault but hold no data. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'];
const MAX_CAUSES = 3;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** drizzle's "Failed query: <sql>\nparams: <values>": the SQL stays, the values go. */
function withoutParameters(message: string): string {
  const params = message.indexOf('\nparams:');
  return params < 0 ? message : message.slice(0, params);
}

/** The frames of a stack, without its first lines, which repeat the message. */
function stackFrames(stack: string | undefined): string[] {
  return (stack ?? '').split('\n').filter((line) => /^\s+at .+:\d+:\d+\)?$/.test(line));
}

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // A thrown non-error may be anything, data included: only its kind is logged.
    return { type: typeof error, message: 'thrown value that is not an Error', stack: '' };
  }
  const type = error.constructor.name;
  const message = withoutParameters(error.message);
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...stackFrames(error.stack)].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  if (typeof fields.query === 'string') logged.query = fields.query;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serializeError(error.cause, depth + 1);
  }
  return logged;
}

/**
 * The app's logger options with serializeError for every `err`, and requests logged with
 * the tokens of link paths masked (request-log.ts); false stays false.
 */
export function withSafeLog<Options extends { level: string }>(logger: boolean | Options) {
  if (logger === false) return false;
  const serializers = { err: (error: unknown) => serializeError(error), req: serializeRequest };
  return logger === true ? { serializers } : { ...logger, serializers };
}
