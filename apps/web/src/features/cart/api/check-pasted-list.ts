import type { Article } from '@labo/domain/catalog-schemas';
import {
  checkPastedList,
  type PastedLineProblem,
  type PastedListCheck,
  parsePastedList,
} from '@labo/domain/pasted-list';
import { useMutation } from '@tanstack/react-query';
import { getArticlesByReferences } from '#shared/articles/get-articles-by-references.ts';
import { cartMessages } from '../cart-messages';

export type PastedListOutcome = PastedListCheck<Article> & { problems: PastedLineProblem[] };

/**
 * Reads the pasted text and looks its references up in one call
 * (docs/product/cart.md#paste-a-list); a text with no readable reference asks nothing.
 */
async function checkPastedText(text: string): Promise<PastedListOutcome> {
  const { references, problems } = parsePastedList(text);
  const articles =
    references.length === 0
      ? []
      : await getArticlesByReferences(references.map((pasted) => pasted.reference));
  return { ...checkPastedList(references, articles), problems };
}

/** The dialog's check: a mutation, since a button starts it and its answer is the dialog's own. */
export function useCheckPastedList() {
  return useMutation({
    mutationFn: checkPastedText,
    meta: { errorNotice: cartMessages.addFailed },
  });
}
