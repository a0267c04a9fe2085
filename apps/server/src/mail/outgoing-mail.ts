import type { MailAttachmentSource } from '#db/schema';

/** One e-mail as the templates build it and the outbox stores it; the sender is configuration. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A document the worker renders and attaches when it sends the mail. */
  attachment?: MailAttachmentSource;
}

/** A file attached to a mail as it goes out. */
export interface MailFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}
