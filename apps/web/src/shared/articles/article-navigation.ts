/**
 * SPEC §2: clicking an article of a list "emits a navigation event". Listeners (the
 * header search, which resets itself per SPEC §2) subscribe here; it is a window event
 * so that no feature has to import another.
 */
export const ARTICLE_NAVIGATION_EVENT = 'article-navigation';

export type ArticleNavigationDetail = { articleId: number; path: string };

export function emitArticleNavigation(detail: ArticleNavigationDetail): void {
  window.dispatchEvent(new CustomEvent(ARTICLE_NAVIGATION_EVENT, { detail }));
}

export function onArticleNavigation(
  listener: (detail: ArticleNavigationDetail) => void,
): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent) listener(event.detail as ArticleNavigationDetail);
  };
  window.addEventListener(ARTICLE_NAVIGATION_EVENT, handle);
  return () => window.removeEventListener(ARTICLE_NAVIGATION_EVENT, handle);
}
