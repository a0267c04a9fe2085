import type { Article } from '@labo/domain/catalog-schemas';
import type { MouseEvent } from 'react';

/**
 * What a right-click on an article of a list does (SPEC §2). Nothing by default, so the
 * browser's own menu opens; the admin feature installs its edit popup here and calls
 * `event.preventDefault()` itself.
 */
export type ArticleContextHandler = (article: Article, event: MouseEvent<HTMLElement>) => void;

const doNothing: ArticleContextHandler = () => {};
let currentHandler: ArticleContextHandler = doNothing;

/** Installs the global handler; null puts the default back (on logout, for instance). */
export function setArticleContextHandler(handler: ArticleContextHandler | null): void {
  currentHandler = handler ?? doNothing;
}

/** Called by every article list on right-click; forwards to the installed handler. */
export function articleContextHandler(article: Article, event: MouseEvent<HTMLElement>): void {
  currentHandler(article, event);
}
