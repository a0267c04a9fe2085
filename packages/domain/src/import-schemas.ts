import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './wire-primitives';

// The import page's wire shapes (docs/product/import.md#import-call).

/** The answer of an import: its French report lines. */
export const importReportSchema = z.array(z.string());
export type ImportReport = z.infer<typeof importReportSchema>;

/** The figures of a run, as the report's first lines give them. */
const importSummarySchema = z.object({
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  withdrawn: z.number().int(),
  restored: z.number().int(),
  rejected: z.number().int(),
  categoriesCreated: z.number().int(),
  durationMs: z.number().int(),
});

/**
 * The answer of a check (docs/product/import.md#check-before-import): the report an import
 * would give, its figures, and the warnings that ask for the number of withdrawn articles
 * to be typed before importing (empty when a plain confirmation is enough).
 */
export const importCheckSchema = z.object({
  lines: z.array(z.string()),
  summary: importSummarySchema,
  caution: z.array(z.string()),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** One past import (docs/product/import.md#import-history). */
const importRunSchema = z.object({
  id: idSchema,
  file_name: z.string(),
  status: z.enum(['applied', 'refused', 'failed']),
  started_at: isoDateTimeSchema,
  finished_at: isoDateTimeSchema,
  /** The administrator who sent the file; null from the command line, the demo, or deleted. */
  user: z
    .object({ id: idSchema, email: z.string(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  summary: importSummarySchema,
  /** Why a refused or failed run changed nothing (its report's first line); null when applied. */
  reason: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunsSchema = z.array(importRunSchema);

/**
 * The events of an import answered as a stream (docs/product/import.md#import-call):
 * `progress` after each thousand lines (`total` null when the lines could not be counted),
 * then one `report` (the answer's lines) or one `failure` (the error shape).
 */
export const importProgressEventSchema = z.object({
  read: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEventSchema>;

export const importFailureEventSchema = z.object({ error: z.string(), message: z.string() });
