import { REFERENCE_MIN_CHARS } from '@labo/domain/limits';
import { z } from 'zod';
import { campaignMessages as messages } from './campaign-messages';

/**
 * The add-by-reference field (docs/product/promotions.md#campaign-page): a reference shorter
 * than the look-up accepts (docs/product/cart.md#quick-add-by-reference) is one no article
 * has, hence "Référence inconnue" without asking.
 */
export const campaignArticleFormSchema = z.object({
  reference: z.string().trim().min(REFERENCE_MIN_CHARS, messages.referenceUnknown),
});
