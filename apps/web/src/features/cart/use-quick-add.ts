import { REFERENCE_MIN_CHARS } from '@labo/domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CART_HINT_MS } from '#config/ui.ts';
import { useQuickAddByReference } from './api/quick-add';
import { cartErrorText } from './cart-error-text';
import { cartMessages } from './cart-messages';

export type QuickAddHint = { tone: 'success' | 'error'; text: string };

/**
 * The quick add field of the cart page: button active from 3 characters, the hint
 * "Référence ajoutée" or "Référence inconnue" shown for 3 s
 * (docs/product/cart.md#quick-add-by-reference).
 */
export function useQuickAdd() {
  const [reference, setReference] = useState('');
  const [hint, setHint] = useState<QuickAddHint | null>(null);
  const hintTimer = useRef<number | undefined>(undefined);
  const lookup = useQuickAddByReference();

  useEffect(() => () => window.clearTimeout(hintTimer.current), []);

  const showHint = useCallback((next: QuickAddHint) => {
    window.clearTimeout(hintTimer.current);
    setHint(next);
    hintTimer.current = window.setTimeout(() => setHint(null), CART_HINT_MS);
  }, []);

  const trimmed = reference.trim();
  const canSubmit = trimmed.length >= REFERENCE_MIN_CHARS;

  const submit = () => {
    if (!canSubmit || lookup.isPending) return;
    lookup.mutate(trimmed, {
      onSuccess: (added) => {
        if (added) {
          showHint({ tone: 'success', text: cartMessages.referenceAdded });
          setReference('');
        } else {
          showHint({ tone: 'error', text: cartMessages.referenceUnknown });
        }
      },
      // The hint says why; the query client logs the failure.
      onError: (error) => showHint({ tone: 'error', text: cartErrorText(error) }),
    });
  };

  return {
    reference,
    /** The reference is kept in capitals, whatever the keyboard sends. */
    setReference: (text: string) => setReference(text.toUpperCase()),
    canSubmit,
    /** The lookup's progress, for the busy button and the live region. */
    status: lookup.status,
    submit,
    hint,
  };
}
