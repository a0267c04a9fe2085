// How the log reaches stdout. A person who runs `npm start` on a terminal reads lines
// ("[14:06:47] INFO: Server listening at http://127.0.0.1:3000"); production, pipes, files
// and the tests get pino's JSON, one object a line, for programs to read.

export type LogFormat = 'pretty' | 'json';

/**
 * LOG_FORMAT when it is set; otherwise readable lines only for a terminal during
 * development, and JSON for everything else (production, a pipe or a file, the tests).
 */
export function chooseLogFormat(
  setting: LogFormat | undefined,
  env: 'development' | 'production' | 'test',
  stdoutIsTerminal: boolean,
): LogFormat {
  if (setting !== undefined) return setting;
  return stdoutIsTerminal && env === 'development' ? 'pretty' : 'json';
}

interface LogTransport {
  target: string;
  options: Record<string, unknown>;
}

/**
 * The pino options that write the log in `format`: JSON is pino's own output; readable
 * lines go through pino-pretty's transport (a worker thread, so that formatting costs the
 * requests nothing), with the time of day and without the pid and host name.
 */
export function logOutput(format: LogFormat): { transport?: LogTransport } {
  if (format === 'json') return {};
  return {
    transport: {
      target: import.meta.resolve('pino-pretty'),
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
