// What other modules may use of this one (docs/architecture.md#server-modules).
export { type ContactMailData, contactSenderMail, contactStaffMail } from './contact-mails';
export { contactPlugin } from './contact-plugin';
export { CONTACT_RATE_LIMIT } from './contact-routes';
