import { describe, expect, it } from 'vitest';
import { sampleContact } from '#test/mail-fixtures';
import { contactSenderMail, contactStaffMail } from './contact-mails';

describe('contactStaffMail', () => {
  it('tells the staff who wrote what, and replying answers the sender', () => {
    const mail = contactStaffMail(sampleContact(), ['accueil@example.org']);

    expect(mail.to).toEqual(['accueil@example.org']);
    expect(mail.subject).toBe('Nouveau message de contact n° 7 de Louis Pasteur');
    expect(mail.replyTo).toBe('louis.pasteur@example.org');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Institut Pasteur');
      expect(body).toContain('06 12 34 56 78');
      expect(body).toContain('louis.pasteur@example.org');
      expect(body).toContain('21/11/2026');
      expect(body).toContain('Avez-vous des boîtes de Petri en verre ?');
    }
    expect(mail.html).toContain('Bonjour,<br>Avez-vous');
  });

  it('has no Reply-To and says to call back when the sender gave only a phone number', () => {
    const mail = contactStaffMail(sampleContact({ email: 'pas-une-adresse' }), ['a@example.org']);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('rappelez-le au numéro indiqué');
  });

  it('escapes the message and keeps a name with line breaks on one subject line', () => {
    const mail = contactStaffMail(
      sampleContact({ content: '<script>alert(1)</script>', lastName: 'Pasteur\r\nBcc: x@y.z' }),
      ['a@example.org'],
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.subject).toBe('Nouveau message de contact n° 7 de Louis Pasteur Bcc: x@y.z');
  });
});

describe('contactSenderMail', () => {
  it('confirms to the sender with their message', () => {
    const mail = contactSenderMail(sampleContact({ email: ' louis.pasteur@example.org ' }));
    expect(mail?.to).toEqual(['louis.pasteur@example.org']);
    expect(mail?.subject).toBe('Nous avons bien reçu votre message');
    expect(mail?.text).toContain('Bonjour Louis Pasteur,');
    expect(mail?.text).toContain('Avez-vous des boîtes de Petri en verre ?');
    expect(mail?.html).toContain('Avez-vous des boîtes de Petri en verre ?');
  });

  it('is null when the sender gave no valid e-mail', () => {
    expect(contactSenderMail(sampleContact({ email: '' }))).toBeNull();
    expect(contactSenderMail(sampleContact({ email: 'louis@' }))).toBeNull();
  });
});
