import { useLayoutEffect } from 'react';
import { env } from '#config/env.ts';

/**
 * Sets the tab title to "<page> – <shop name>". A hook rather than React 19's <title>
 * element, because index.html keeps its own <title> for the first paint and the
 * document title is the first <title> of the page. A layout effect: the title changes
 * with the page's content, not a frame later.
 */
export function usePageTitle(pageTitle: string | undefined) {
  useLayoutEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${env.shopName}` : env.shopName;
  }, [pageTitle]);
}
