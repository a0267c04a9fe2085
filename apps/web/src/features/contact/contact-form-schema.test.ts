import { describe, expect, it } from 'vitest';
import { contactMessageFormSchema } from './contact-form-schema';

const message = { content: 'Bonjour', phone_number: '', email: '' };

describe('the contact form (docs/product/contact.md#contact-means-rule)', () => {
  it('refuses a message with no valid means of contact, under a name no field has', () => {
    const result = contactMessageFormSchema.safeParse({ ...message, phone_number: '12345' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['contactMeans']]);
  });

  it('takes one valid means, and keeps the other as typed', () => {
    expect(
      contactMessageFormSchema.parse({ ...message, email: ' marie@labo.fr ', phone_number: '123' }),
    ).toEqual({ content: 'Bonjour', email: 'marie@labo.fr', phone_number: '123' });
  });

  it('refuses a message under 3 characters with the label text', () => {
    const result = contactMessageFormSchema.safeParse({
      ...message,
      content: ' ab ',
      email: 'a@b.fr',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['content'], message: 'Votre message est un peu court !' }),
    ]);
  });
});
