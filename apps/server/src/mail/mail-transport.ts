import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { OutboxMessage } from './mail-outbox-queries';
import type { MailFile } from './outgoing-mail';

/** An outbox mail on its way out, with its attachments rendered. */
type SendableMail = OutboxMessage & { files: readonly MailFile[] };

/** Where outbox mails go: an SMTP server, or .eml files when none is configured. */
export interface MailTransport {
  /** Called once when the app is ready, before any send. */
  open(): Promise<void>;
  /** `abandon` aborts the send: the worker is stopping and the mail stays queued. */
  send(message: SendableMail, abandon: AbortSignal): Promise<void>;
  close(): void;
}

// Without these, a peer that accepts the connection and then says nothing holds a send
// for up to 10 minutes, nodemailer's default socket timeout. A shutdown does not wait
// for them: it abandons the send (decision 006).
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

function messageOptions(from: string, message: SendableMail): SendMailOptions {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    attachments: message.files.map((file) => ({
      filename: file.fileName,
      contentType: file.contentType,
      content: file.body,
    })),
    // A mail is sent at least once: if a crash comes between the send and its record, it is
    // sent again with the same Message-ID, which lets mail clients drop the duplicate.
    messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`,
  };
}

export function smtpMailTransport(options: { smtpUrl: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    ...SMTP_TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    open: async () => {},
    send: async (message, abandon) => {
      // nodemailer 10 closes the connection when the signal aborts; its type definitions
      // (@types/nodemailer) do not list the option yet.
      const withSignal: SendMailOptions & { signal: AbortSignal } = {
        ...messageOptions(options.from, message),
        signal: abandon,
      };
      await transporter.sendMail(withSignal);
    },
    close: () => transporter.close(),
  };
}

const TEMPORARY_SUFFIX = '.tmp';

/**
 * Development and demo mode (no SMTP_URL): each mail becomes an RFC 822 file that any mail
 * client opens, written under a temporary name first so that a reader of the folder never
 * sees half a message. The name comes from the outbox row (its creation time and id), so
 * that a mail written again after a kill replaces its file (decision 006).
 */
function emlFileMailTransport(options: {
  dir: string;
  from: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    // A temporary file is only ever half a mail a killed process left behind; its mail is
    // still due and gets written again.
    open: async () => {
      const names = await fs.readdir(options.dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const stale = names.filter((name) => name.endsWith(TEMPORARY_SUFFIX));
      await Promise.all(stale.map((name) => fs.rm(path.join(options.dir, name), { force: true })));
    },
    send: async (message) => {
      const info = await builder.sendMail(messageOptions(options.from, message));
      const stamp = message.createdAt.toISOString().replace(/[-:.]/g, '');
      const file = path.join(options.dir, `${stamp}-${message.id}.eml`);
      await fs.mkdir(options.dir, { recursive: true });
      // `buffer: true` above makes the message a Buffer rather than a stream.
      await fs.writeFile(`${file}${TEMPORARY_SUFFIX}`, info.message as Buffer);
      await fs.rename(`${file}${TEMPORARY_SUFFIX}`, file);
      options.log.info({ file, to: message.to, subject: message.subject }, 'mail written');
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): MailTransport {
  if (config.smtpUrl) return smtpMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const dir = path.join(config.dataDir, 'outbox');
  log.info({ dir }, 'no SMTP_URL: mails are written as .eml files');
  return emlFileMailTransport({ dir, from: config.mailFrom, log });
}
