import { REFERENCE_MIN_CHARS } from '@labo/domain/limits';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CART_HINT_MS } from '#config/ui.ts';
import { getArticlesByReference } from '#shared/articles/api/get-articles-by-reference.ts';
import { cartMessages } from './cart-messages';
import { addArticleToCart } from './cart-store';
import { cartErrorText } from './use-add-to-cart';

export type QuickAddHint = { tone: 'success' | 'error'; text: string };

/**
 * Adds one unit of the article of that reference, or one more to its line
 * (docs/product/cart.md#quick-add-by-reference). Resolves to false when the reference is
 * unknown or only names withdrawn articles.
 */
async function quickAddByReference(reference: string): Promise<boolean> {
  const articles = await getArticlesByReference(reference);
  const article = articles.find((candidate) => candidate.soft_deleted !== '1');
  if (!article) return false;
  await addArticleToCart(article, 1);
  return true;
}

/**
 * The quick add field of the cart page: button active from 3 characters, the hint
 * "Référence ajoutée" or "Référence inconnue" shown for 3 s
 * (docs/product/cart.md#quick-add-by-reference).
 */
export function useQuickAdd() {
  const [reference, setReference] = useState('');
  const [hint, setHint] = useState<QuickAddHint | null>(null);
  const hintTimer = useRef<number | undefined>(undefined);
  const lookup = useMutation({
    mutationKey: ['cart', 'quick-add'],
    mutationFn: quickAddByReference,
  });

  useEffect(() => () => window.clearTimeout(hintTimer.current), []);

  const showHint = useCallback((next: QuickAddHint) => {
    window.clearTimeout(hintTimer.current);
    setHint(next);
    hintTimer.current = window.setTimeout(() => setHint(null), CART_HINT_MS);
  }, []);

  const trimmed = reference.trim();
  const canSubmit = trimmed.length >= REFERENCE_MIN_CHARS && !lookup.isPending;

  const submit = async () => {
    if (!canSubmit) return;
    try {
      if (await lookup.mutateAsync(trimmed)) {
        showHint({ tone: 'success', text: cartMessages.referenceAdded });
        setReference('');
      } else {
        showHint({ tone: 'error', text: cartMessages.referenceUnknown });
      }
    } catch (error) {
      console.error(error);
      showHint({ tone: 'error', text: cartErrorText(error) });
    }
  };

  return {
    reference,
    /** The reference is kept in capitals, whatever the keyboard sends. */
    setReference: (text: string) => setReference(text.toUpperCase()),
    canSubmit,
    pending: lookup.isPending,
    submit,
    hint,
  };
}
