import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { settings } from '../db/schema';

// SPEC §7 "mailer/btx/staff": the addresses that receive every new quote and contact
// message. They live in the settings table so that an admin can change them without a
// restart; STAFF_EMAILS only gives the first value.
const STAFF_RECIPIENTS_KEY = 'mailer_btx_staff';
const staffListSchema = z.array(z.string());

export async function staffRecipients(executor: Executor): Promise<string[]> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STAFF_RECIPIENTS_KEY));
  if (!row) return [];
  const parsed = staffListSchema.safeParse(row.value);
  if (!parsed.success) {
    throw new Error(`Setting ${STAFF_RECIPIENTS_KEY} is not a list of addresses`);
  }
  return parsed.data;
}

/**
 * Writes the configured list when the setting does not exist yet; a list already set
 * (by an admin) wins over the configuration. An empty configuration writes nothing, so
 * that setting STAFF_EMAILS later still takes effect.
 */
export async function seedStaffRecipients(executor: Executor, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await executor
    .insert(settings)
    .values({ key: STAFF_RECIPIENTS_KEY, value: emails })
    .onConflictDoNothing({ target: settings.key });
}
