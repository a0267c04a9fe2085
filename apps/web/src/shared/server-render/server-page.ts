import { createContext, useContext } from 'react';

/**
 * What a page rendered on the server tells the server beyond its HTML: the HTTP status and
 * the document title (docs/decisions/027-server-rendering.md). Only the server renderer
 * provides it; in the browser the hooks below do nothing.
 */
export type ServerPage = { status: number; title: string | undefined };

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The answer's status: a not-found page is a 404, a withdrawn article a 410. */
export function usePageStatus(status: number) {
  const page = useContext(ServerPageContext);
  if (page) page.status = status;
}

/** The page's full title, written into the head of the server's HTML. */
export function useServerTitle(title: string) {
  const page = useContext(ServerPageContext);
  if (page) page.title = title;
}
