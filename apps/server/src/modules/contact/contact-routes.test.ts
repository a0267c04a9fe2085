import {
  CONTACT_MEANS_MISSING,
  CONTACT_MESSAGE_TOO_SHORT,
  TEXT_INVALID_CHARACTER,
} from '@labo/domain/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '#db/schema';
import { seedStaffRecipients } from '#mail/staff-recipients-queries';
import { sampleContactForm } from '#test/mail-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';
import { CONTACT_RATE_LIMIT } from './contact-routes';

const STAFF = ['ventes@labo.example'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await seedStaffRecipients(t.database.db, STAFF);
});

const message = sampleContactForm;

function post(payload: unknown, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/post/contact/form',
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const storedMessages = () => t.database.db.select().from(contactMessages);
const storedMails = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('POST /post/contact/form', () => {
  it('stores the message and queues the staff mail and the confirmation', async () => {
    const res = await post({ ...message, content: `  ${message.content}  ` });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await storedMessages();
    expect(res.json()).toEqual({ id: stored?.id });
    expect(stored).toMatchObject({
      firstName: 'Rosalind',
      lastName: 'Franklin',
      email: 'rosalind@example.org',
      company: 'King’s College',
      content: message.content,
      environment: 'production',
    });
    const mails = await storedMails();
    expect(mails.map((m) => m.toAddresses)).toEqual([STAFF, ['rosalind@example.org']]);
    // The staff answers the sender straight from their mailbox.
    expect(mails[0]?.replyTo).toBe('rosalind@example.org');
    expect(mails[0]?.textBody).toContain(message.content);
  });

  it('sends no confirmation to a sender reachable by phone only', async () => {
    const res = await post({ ...message, email: '', phone_number: '06 12 34 56 78' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedMails()).map((m) => m.toAddresses)).toEqual([STAFF]);
  });

  it('refuses bad input with the messages of the form rules and stores nothing', async () => {
    const short = await post({ ...message, content: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: 'invalid_input',
      fields: { content: CONTACT_MESSAGE_TOO_SHORT },
    });

    const unreachable = await post({ ...message, email: 'rosalind@', phone_number: '12' });
    expect(unreachable.statusCode).toBe(400);
    expect(Object.values(unreachable.json().fields)).toEqual([CONTACT_MEANS_MISSING]);

    expect((await post({ ...message, content: undefined })).statusCode).toBe(400);
    expect(await storedMessages()).toEqual([]);
    expect(await storedMails()).toEqual([]);
  });

  it('refuses a NUL character in any text field with a 400 naming the field', async () => {
    // docs/product/api-conventions.md#text-fields: PostgreSQL text cannot hold NUL.
    for (const field of Object.keys(message)) {
      const res = await post({ ...message, [field]: 'Pipette\u0000 graduée' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_input',
        fields: { [field]: TEXT_INVALID_CHARACTER },
      });
    }
    expect(await storedMessages()).toEqual([]);
    expect(await storedMails()).toEqual([]);
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages per 10 minutes per address, then 429`, async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await post({ ...message, content: 'ab' }, address)).statusCode).toBe(400);
    }
    const limited = await post(message, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await post(message, '198.51.100.31')).statusCode).toBe(201);
  });

  it('is documented in French in the OpenAPI page', async () => {
    const operation = (await t.app.inject('/docs/json')).json().paths['/post/contact/form'].post;
    expect(operation.description).toContain(`${CONTACT_RATE_LIMIT.max} messages par 10 minutes`);
  });
});
