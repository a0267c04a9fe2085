import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// The mails the server sent during the run, as the SMTP peer of playwright.config.ts stored
// them (mail-capture.ts), read as plain text: quoted-printable soft breaks joined and its
// escapes decoded, encoded words of the headers decoded.

export type CapturedMail = { text: string };

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (hex) =>
      Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8'),
    );
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` header words as text. */
function decodeHeaderWords(text: string): string {
  return text.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, word: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(word, 'base64').toString('utf8')
      : decodeQuotedPrintable(word.replaceAll('_', ' ')),
  );
}

/** Every mail received so far. */
function capturedMails(): CapturedMail[] {
  const dir = process.env.E2E_MAIL_DIR ?? '';
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({
      text: decodeHeaderWords(decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8'))),
    }));
}

/**
 * The last mail to `to` whose text holds `subjectPart`, once it has come (the server sends
 * from its outbox, a moment after the request).
 */
export async function waitForMail(to: string, subjectPart: string): Promise<CapturedMail> {
  const find = () =>
    capturedMails()
      .filter((mail) => mail.text.includes(to) && mail.text.includes(subjectPart))
      .at(-1);
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no mail to ${to} about "${subjectPart}"`);
  return mail;
}

/** The first link of a mail whose path starts with `pathStart` ("/account/verify/"). */
export function linkIn(mail: CapturedMail, pathStart: string): string {
  const escaped = pathStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link to ${pathStart} in the mail`);
  return match[0];
}
