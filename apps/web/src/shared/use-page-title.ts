import { useLayoutEffect } from 'react';
import { env } from '#config/env.ts';
import { useServerTitle } from '#shared/server-render/server-page.ts';

/**
 * Sets the tab title to "<page> – <shop name>": in the head of the page rendered on the
 * server, then in the browser as the visitor navigates. A hook rather than React 19's
 * <title> element, which Preact's compat layer does not hoist into the head. A layout
 * effect: the title changes with the page's content, not a frame later.
 */
export function usePageTitle(pageTitle: string | undefined) {
  const title = pageTitle ? `${pageTitle} – ${env.shopName}` : env.shopName;
  useServerTitle(title);
  useLayoutEffect(() => {
    document.title = title;
    // The link preview's title, written by the server with the page (page-meta.ts).
    document.head.querySelector('meta[property="og:title"]')?.setAttribute('content', title);
  }, [title]);
}
