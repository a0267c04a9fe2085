import { parseQuantity } from '@labo/domain/quantity';
import { useState } from 'react';
import { DEFAULT_ADD_AMOUNT } from '#config/ui.ts';

const DEFAULT_TEXT = String(DEFAULT_ADD_AMOUNT);

export type AddAmount = {
  /** What the field shows, as typed. */
  text: string;
  setText: (text: string) => void;
  /** The amount to add, or null when the text is not one (empty, 0, 1.5, -2, 10000). */
  amount: number | null;
  /** The field holds something other than a whole number (1.5, 1e3): say it is wrong. */
  invalid: boolean;
  /** Back to the default amount, after each add (docs/product/catalogue.md#amount-field). */
  reset: () => void;
};

/**
 * The amount field of the article lists and page (docs/product/cart.md#quantity-inputs):
 * numeric, minimum 0, default 1. Whatever the visitor types stays in the field, but only an
 * amount the cart rule accepts can be added: non-integer and empty values are ignored.
 */
export function useAddAmount(): AddAmount {
  const [text, setText] = useState(DEFAULT_TEXT);
  const parsed = parseQuantity(text);
  const trimmed = text.trim();
  return {
    text,
    setText,
    amount: parsed.ok ? parsed.value : null,
    invalid: trimmed !== '' && !/^\d+$/.test(trimmed),
    reset: () => setText(DEFAULT_TEXT),
  };
}
