import { useLayoutEffect } from 'react';
import { type PageMeta, useServerMeta } from '#shared/server-render/server-page.ts';

export type { PageMeta };

/**
 * The shop's description, for pages that give none: the same text as index.html's, which
 * the browser shows before any page is rendered.
 */
export const SHOP_DESCRIPTION =
  'Catalogue en ligne de matériel de laboratoire : appareillage, consommables, verrerie et produits chimiques. Demandez votre devis en ligne.';

/**
 * A public page's description, canonical address (its label route) and picture, for search
 * engines and link previews: written into the head of the page rendered on the server,
 * then kept right in the browser as the visitor navigates (the page's tags leave with it).
 * The title is usePageTitle's.
 */
export function usePageMeta(meta: PageMeta) {
  useServerMeta(meta);
  const { description, canonicalPath, image } = meta;
  useLayoutEffect(() => {
    applyMeta({ description, canonicalPath, image });
    return () => applyMeta({ description: SHOP_DESCRIPTION });
  }, [description, canonicalPath, image]);
}

function applyMeta({ description, canonicalPath, image }: PageMeta) {
  const canonical = canonicalPath ? new URL(canonicalPath, window.location.origin).href : null;
  setTag('meta[name="description"]', { name: 'description', content: description });
  setTag('link[rel="canonical"]', canonical ? { rel: 'canonical', href: canonical } : null);
  setTag('meta[property="og:url"]', canonical ? { property: 'og:url', content: canonical } : null);
  setTag('meta[property="og:description"]', {
    property: 'og:description',
    content: description,
  });
  const picture = image ? new URL(image, window.location.origin).href : null;
  setTag('meta[property="og:image"]', picture ? { property: 'og:image', content: picture } : null);
}

/** Creates, updates or (given null) removes one element of the head. */
function setTag(selector: string, attributes: Record<string, string> | null) {
  let element = document.head.querySelector(selector);
  if (!attributes) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(selector.startsWith('link') ? 'link' : 'meta');
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}
