/** One e-mail as the templates build it and the outbox stores it; the sender is configuration. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}
