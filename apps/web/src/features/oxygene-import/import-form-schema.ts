import { z } from 'zod';
import { importMessages as messages } from './import-messages';

/**
 * The import form (docs/product/import.md#import-page): one file, the Oxygène export. The
 * server reads and checks its content; the form only asks that one be chosen.
 */
export const importFormSchema = z.object({
  file: z.instanceof(File, { error: messages.noFile }),
});
