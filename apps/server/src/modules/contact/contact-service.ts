import type { ContactAnswer, ContactForm } from '@labo/domain/contact-schemas';
import { CLIENT_ENV } from '@labo/domain/wire-primitives';
import type { Database } from '#db/database';
import { enqueueMail } from '#mail/mail-outbox-queries';
import { staffRecipients } from '#mail/staff-recipients-queries';
import { contactSenderMail, contactStaffMail } from './contact-mails';
import { insertContactMessage } from './contact-queries';

/**
 * Contact messages: stored, then mailed to the staff and back to the sender
 * (docs/product/contact.md#contact-mails).
 */
export class ContactService {
  constructor(
    private readonly db: Database,
    /** Tells the mail worker that the outbox has new rows (after the commit). */
    private readonly wakeMail: () => void,
  ) {}

  /**
   * The message and its mails in one transaction (docs/architecture.md#nothing-is-lost): the
   * message is kept even if no mail can be sent yet, and the mails go out once it is.
   */
  async send(form: ContactForm): Promise<ContactAnswer> {
    const staff = await staffRecipients(this.db);
    const stored = await this.db.transaction(async (tx) => {
      const message = {
        firstName: form.first_name ?? '',
        lastName: form.last_name ?? '',
        phoneNumber: form.phone_number ?? '',
        email: form.email ?? '',
        company: form.company ?? '',
        content: form.content,
      };
      const row = await insertContactMessage(tx, {
        ...message,
        environment: form.environment || CLIENT_ENV,
      });
      const mail = { ...message, id: row.id, createdAt: row.createdAt };
      if (staff.length > 0) await enqueueMail(tx, contactStaffMail(mail, staff));
      const confirmation = contactSenderMail(mail);
      if (confirmation) await enqueueMail(tx, confirmation);
      return row;
    });
    this.wakeMail();
    return { id: stored.id };
  }
}
