import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer for the journeys (the server sends through SMTP_URL as in production):
 * every mail it receives becomes a file `{n}.eml` in `dir`, which the workers read
 * (mailbox.ts). Written under another name first, so a reader never sees half a mail.
 * The listening socket does not keep the process alive.
 */
export function startMailCapture(dir: string, port: number): void {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = join(dir, `${String(count).padStart(5, '0')}.eml`);
        writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
        renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  server.server.unref();
}
