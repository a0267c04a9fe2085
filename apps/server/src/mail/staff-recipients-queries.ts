import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '#db/database';
import { settings } from '#db/schema';

// The staff list (docs/product/admin.md#staff-e-mails): the addresses that receive every
// new quote and contact message. They live in the settings table so that an admin can
// change them without a restart; STAFF_EMAILS only gives the first value.
const STAFF_RECIPIENTS_KEY = 'mailer_btx_staff';
const staffListSchema = z.array(z.string());

/**
 * The setting as a scalar subquery (null when unset), for a caller that reads it in the
 * same query as other values: quote creation draws its id with it.
 */
export const staffRecipientsValue = sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = ${STAFF_RECIPIENTS_KEY})`;

/** The addresses of the setting's value; none when it is unset. */
export function parseStaffRecipients(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const parsed = staffListSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`Setting ${STAFF_RECIPIENTS_KEY} is not a list of addresses`);
  }
  return parsed.data;
}

export async function staffRecipients(executor: Executor): Promise<string[]> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STAFF_RECIPIENTS_KEY));
  return parseStaffRecipients(row?.value);
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

/** An administrator's new list, replacing the setting (docs/product/admin.md#staff-e-mails). */
export async function replaceStaffRecipients(executor: Executor, emails: string[]): Promise<void> {
  await executor
    .insert(settings)
    .values({ key: STAFF_RECIPIENTS_KEY, value: emails })
    .onConflictDoUpdate({ target: settings.key, set: { value: emails } });
}
