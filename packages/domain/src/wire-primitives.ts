import { z } from 'zod';
import { TEXT_INVALID_CHARACTER } from './messages';

// Building blocks of the wire shapes (docs/product/api-conventions.md).

/** Ids are integers; 2^31 − 1 caps them so a huge id is a 400/404, never a database error. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_ID);

/**
 * A path parameter holding an id: the URL carries text, the handler wants a number. Decimal
 * digits only, so that one article has one address: "0x1", "1e0", " 1" or "01" are no id
 * (Number() would read them all as 1).
 */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Identifiant invalide : un nombre entier positif.')
  .transform(Number)
  .pipe(idSchema);

// NUL, which PostgreSQL text cannot hold, and a UTF-16 surrogate without its other half,
// which is no character at all and which PostgreSQL's json type refuses.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The base of every text a request carries (form fields, queries, path parameters):
 * characters the database cannot store are refused here, once, with a message under the
 * field's name, instead of failing there (docs/product/api-conventions.md#text-fields).
 * Build request text on this, never on a bare z.string().
 */
export function wireText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !UNSTORABLE.test(value), TEXT_INVALID_CHARACTER);
}

/** Flags are the strings "1" and "0" (docs/product/api-conventions.md#flags). */
export const flagSchema = z.enum(['0', '1']);

/** Money: a 2-decimal string in euros ("1234.50"), see money.ts. */
export const wireMoneySchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Montant invalide');

/** Dates: ISO 8601 with an offset, e.g. "2026-11-21T10:02:00+01:00". */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * The client environment sent with some payloads, "production"
 * (docs/product/api-conventions.md#client-environment-field). Kept open (any short text,
 * optional) because the server only records it.
 */
export const CLIENT_ENV = 'production';
export const envSchema = wireText().trim().max(32).optional();
