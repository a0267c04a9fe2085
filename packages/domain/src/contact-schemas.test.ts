import { describe, expect, it } from 'vitest';
import { contactAnswerSchema, contactFormSchema } from './contact-schemas';
import { CONTACT_MEANS_MISSING, CONTACT_MESSAGE_TOO_SHORT } from './messages';

const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const form = {
  first_name: 'Jean',
  last_name: 'Dupont',
  phone_number: '01 23 45 67 89',
  email: 'jean@labo.fr',
  company: 'Lycée Pasteur',
  content: 'Bonjour, je cherche des béchers.',
  environment: 'production',
};

describe('contactFormSchema (docs/product/contact.md#contact-call)', () => {
  it('accepts a complete form', () => {
    expect(contactFormSchema.parse(form)).toEqual(form);
  });

  it('accepts a phone alone or an e-mail alone', () => {
    expect(contactFormSchema.safeParse({ ...form, email: '' }).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...form, phone_number: '' }).success).toBe(true);
    expect(contactFormSchema.safeParse({ content: 'abc', email: ' a@b.fr ' }).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...form, phone_number: '12' }).success).toBe(true);
  });

  it('wants one valid way to answer', () => {
    expect(
      issues(contactFormSchema.safeParse({ ...form, phone_number: '12', email: 'x' })),
    ).toEqual([['', CONTACT_MEANS_MISSING]]);
    expect(issues(contactFormSchema.safeParse({ content: 'Bonjour' }))).toEqual([
      ['', CONTACT_MEANS_MISSING],
    ]);
  });

  it('wants a message of 3 characters or more', () => {
    expect(issues(contactFormSchema.safeParse({ ...form, content: '  ab ' }))).toEqual([
      ['content', CONTACT_MESSAGE_TOO_SHORT],
    ]);
    expect(issues(contactFormSchema.safeParse({ ...form, content: undefined }))).toEqual([
      ['content', CONTACT_MESSAGE_TOO_SHORT],
    ]);
    expect(contactFormSchema.safeParse({ ...form, content: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('answers the id', () => {
    expect(contactAnswerSchema.parse({ id: 5 })).toEqual({ id: 5 });
  });
});
