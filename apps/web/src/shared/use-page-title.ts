import { useEffect } from 'react';
import { env } from '../config/env';

/**
 * Sets the tab title to "<page> – <shop name>". A hook rather than React 19's <title>
 * element, because index.html keeps its own <title> for the first paint and the
 * document title is the first <title> of the page.
 */
export function usePageTitle(pageTitle: string | undefined) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${env.shopName}` : env.shopName;
  }, [pageTitle]);
}
