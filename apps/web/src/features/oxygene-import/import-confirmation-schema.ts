import { z } from 'zod';
import { importMessages as messages } from './import-messages';

const count = new Intl.NumberFormat('fr-FR');

/** The number of withdrawn articles as the page writes it, with its French thousands spaces. */
export const formatWithdrawn = (withdrawn: number): string => count.format(withdrawn);

/**
 * The typed confirmation of a risky import (docs/product/import.md#check-before-import): the
 * number of articles it withdraws, with or without spaces between thousands.
 */
export function typedConfirmationSchema(withdrawn: number) {
  return z.object({
    typed: z.string().refine((typed) => typed.replace(/\s/g, '') === String(withdrawn), {
      error: messages.confirmMismatch(formatWithdrawn(withdrawn)),
    }),
  });
}
