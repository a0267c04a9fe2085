import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for the mail tests (decision 006), and just enough MIME
// decoding to read what nodemailer sent (mailparser is not a dependency).

interface ReceivedMail {
  /** Envelope recipients (RCPT TO), which is where the mail really goes. */
  recipients: string[];
  raw: string;
}

export interface SmtpPeer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Sends the final "250 OK" of every mail held by `holdAcceptance`, and of later ones. */
  releaseAcceptance(): void;
  /** With `stallAfterGreeting`: resolves once a sender is left waiting for its MAIL FROM answer. */
  stalled: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: a free one); accepts every mail without authentication.
 * `holdAcceptance` keeps the final "250 OK" back until releaseAcceptance(): the mail is in
 * `received` while its sender still waits, which catches a sender in mid-send.
 * `stallAfterGreeting` answers the greeting and EHLO, then never answers MAIL FROM: a
 * server gone silent in the middle of a send.
 */
export async function startSmtpPeer(
  options: { port?: number; holdAcceptance?: boolean; stallAfterGreeting?: boolean } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let releaseAcceptance = () => {};
  const acceptance = options.holdAcceptance
    ? new Promise<void>((resolve) => {
        releaseAcceptance = resolve;
      })
    : Promise.resolve();
  let markStalled = () => {};
  const stalled = new Promise<void>((resolve) => {
    markStalled = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onMailFrom(_address, _session, callback) {
      if (options.stallAfterGreeting) markStalled();
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          recipients: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        void acceptance.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    releaseAcceptance: () => releaseAcceptance(),
    stalled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface ParsedMail {
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  return end < 0
    ? { head: normalised, body: '' }
    : { head: normalised.slice(0, end), body: normalised.slice(end + 2) };
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Headers plus the decoded text/plain and text/html parts of a message. */
export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parsed: ParsedMail = { headers, text: '', html: '' };
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\n\n${body}`];
  for (const part of parts) {
    const { head: partHead, body: partBody } = splitHead(part.replace(/^\n/, ''));
    const partHeaders = parseHeaders(partHead);
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    const type = partHeaders.get('content-type') ?? '';
    if (type.startsWith('text/plain')) parsed.text = decoded;
    if (type.startsWith('text/html')) parsed.html = decoded;
  }
  return parsed;
}
