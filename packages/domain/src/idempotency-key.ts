import { z } from 'zod';
import { IDEMPOTENCY_KEY_INVALID } from './messages';

// docs/product/quote-request.md#idempotency: a client sends one random key per quote it
// means to send, and the same key again on a retry, so a double click or a retry after a
// lost answer gives back the first quote instead of a second one.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_CHARS = 200;

/** 1 to 200 printable ASCII characters (what an HTTP header carries safely). */
export const idempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_CHARS}}$`), IDEMPOTENCY_KEY_INVALID);
