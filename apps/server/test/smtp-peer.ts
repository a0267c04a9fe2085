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
  /** The parts sent as attachments, with the name they are saved under. */
  attachments: { fileName: string; contentType: string; body: Buffer }[];
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

/** Reads one MIME entity into `parsed`, going down into multipart ones (mixed, alternative). */
function readEntity(headers: Map<string, string>, body: string, parsed: ParsedMail): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const { head, body: partBody } = splitHead(part.replace(/^\n/, ''));
      readEntity(parseHeaders(head), partBody, parsed);
    }
    return;
  }
  const encoding = headers.get('content-transfer-encoding');
  const disposition = headers.get('content-disposition') ?? '';
  if (disposition.startsWith('attachment')) {
    parsed.attachments.push({
      fileName: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? '',
      contentType: type.split(';')[0] ?? '',
      body: encoding?.toLowerCase() === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body),
    });
  } else if (type.startsWith('text/plain')) {
    parsed.text = decodeBody(body, encoding);
  } else if (type.startsWith('text/html')) {
    parsed.html = decodeBody(body, encoding);
  }
}

/** Headers, the decoded text/plain and text/html parts and the attachments of a message. */
export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parsed: ParsedMail = { headers, text: '', html: '', attachments: [] };
  readEntity(headers, body, parsed);
  return parsed;
}
