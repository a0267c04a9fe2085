import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import { createContext, useContext } from 'react';
import type { CatalogTrail } from '#shared/categories/catalog-tree.ts';

/**
 * What a page rendered on the server tells the server beyond its HTML: the HTTP status and
 * the document title (docs/decisions/027-server-rendering.md). Only the server renderer
 * provides it; in the browser the hooks below do nothing.
 */
/** What a public page says of itself in the head (shared/page-meta.ts). */
export type PageMeta = {
  description: string;
  /** The page's label route, made absolute with the shop's public address. */
  canonicalPath?: string;
  /** The page's picture for link previews (Open Graph). */
  image?: string | undefined;
  /**
   * What the page's structured data (schema.org, application/ld+json) describes: the server
   * builds the blocks (docs/product/search-engines.md#structured-data), so that their
   * builders stay out of the browser's code.
   */
  structuredData?: StructuredData;
};

/** The subject of a page's structured data. */
export type StructuredData =
  | { kind: 'organization' }
  | { kind: 'category'; trail: CatalogTrail }
  | { kind: 'article'; article: ArticleDetail };

/** The picture a page shows largest, preloaded from the head (docs/decisions/027-server-rendering.md). */
export type PreloadedImage = { src: string; srcSet: string; sizes: string };

export type ServerPage = {
  status: number;
  title: string | undefined;
  meta?: PageMeta;
  /** Asked for by the head before the body is read: the page's largest paint. */
  preloadImage?: PreloadedImage;
  /** Where a redirecting page sends the visitor (a 301). */
  location?: string;
};

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

/** The page's description, canonical address and picture (shared/page-meta.ts). */
export function useServerMeta(meta: PageMeta) {
  const page = useContext(ServerPageContext);
  if (page) page.meta = meta;
}

/** The page's largest picture, which the head preloads at high priority; none when undefined. */
export function usePreloadImage(image: PreloadedImage | undefined) {
  const page = useContext(ServerPageContext);
  if (page && image) page.preloadImage = image;
}
