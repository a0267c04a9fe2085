import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  articleBreadcrumbJsonLd,
  categoryBreadcrumbJsonLd,
  jsonLdScriptText,
  organizationJsonLd,
  productJsonLd,
} from '@labo/domain/structured-data';
import { dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadServerStartUpData } from '#app/boot.ts';
import { AppProvider } from '#app/provider.tsx';
import { routes } from '#app/router.tsx';
import { ServerQueryClient } from '#app/server-query-client.ts';
import { env } from '#config/env.ts';
import { setApiTransport } from '#shared/api-client.ts';
import { SHOP_DESCRIPTION } from '#shared/page-meta.ts';
import { serverStyleTags } from '#shared/server-render/emotion-cache.ts';
import {
  EMOTION_KEY,
  MAIN_CONTENT_ID,
  QUERY_STATE_ID,
  RENDERED_WIDTH_ATTRIBUTE,
} from '#shared/server-render/hydration-keys.ts';
import {
  type ServerPage,
  ServerPageContext,
  type StructuredData,
} from '#shared/server-render/server-page.ts';
import { laidOutWidth, RenderedWidthContext, type WindowClass } from '#shared/use-window-width.ts';

/** @public Called by the server that loads this bundle (apps/server/src/web/page-renderer.ts). */
export { setApiTransport };

/** @public A page rendered on the server (docs/decisions/027-server-rendering.md). */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Goes inside <div id="root">. */
      html: string;
      /** Goes at the end of <head>: the title, the critical styles. */
      head: string;
      /** Goes before the scripts: the data the browser hydrates with. */
      state: string;
    };

/**
 * A render asks for queries, which load, and the next render with their data may ask for
 * more (a category page asks for its articles once the category is known). Three rounds
 * cover the deepest page, the article list under its trail.
 */
const MAX_RENDERS = 4;

const handler = createStaticHandler(routes);

/**
 * @public Called by the server that loads this bundle.
 * `url` is the request's path and query; `publicUrl` the shop's public address, which
 * makes the canonical and preview addresses absolute; `windowClass` the kind of window the
 * page is laid out for.
 */
export async function renderPage(
  url: string,
  publicUrl: string,
  windowClass: WindowClass = 'desktop',
): Promise<RenderedPage> {
  const width = laidOutWidth(windowClass);
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new ServerQueryClient();
  await loadServerStartUpData(queryClient);
  const renderOnce = async () => {
    const page: ServerPage = { status: context.statusCode, title: undefined };
    const emotionCache = createCache({ key: EMOTION_KEY });
    // Before the render: Emotion's server marks the cache so that styles go to the head
    // (serverStyleTags), not beside each element.
    createEmotionServer(emotionCache);
    const html = await renderToStringAsync(
      <CacheProvider value={emotionCache}>
        <ServerPageContext.Provider value={page}>
          <RenderedWidthContext.Provider value={width}>
            <AppProvider queryClient={queryClient}>
              {/* No inline script: the policy allows none, and without loaders the browser
                  router has nothing to take over from the server (decision 027). */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </RenderedWidthContext.Provider>
        </ServerPageContext.Provider>
      </CacheProvider>,
    );
    return { page, html, emotionCache };
  };
  let rendered = await renderOnce();
  for (let render = 1; render < MAX_RENDERS && (await queryClient.loadAsked()); render += 1) {
    rendered = await renderOnce();
  }
  const { page, html, emotionCache } = rendered;
  if (page.location !== undefined) {
    return { kind: 'redirect', status: page.status, location: page.location };
  }
  const styles = serverStyleTags(emotionCache);
  return {
    kind: 'page',
    status: page.status,
    html,
    head: `${renderHead(page, publicUrl)}${styles}`,
    state: `<script type="application/json" id="${QUERY_STATE_ID}" ${RENDERED_WIDTH_ATTRIBUTE}="${width}">${jsonLdScriptText(dehydrate(queryClient))}</script>`,
  };
}

/**
 * The page's title, description, canonical address, Open Graph tags and structured data
 * (docs/decisions/027-server-rendering.md); the shop's description when the page has none.
 */
function renderHead(page: ServerPage, publicUrl: string): string {
  const meta = page.meta ?? { description: SHOP_DESCRIPTION };
  const absolute = (address: string) => new URL(address, publicUrl).href;
  const tags = [
    // Nothing is painted before the whole header is parsed: on a slow computer the
    // parser may yield within the page, and a paint of half the menu's tabs, laid out
    // wider, moved them all when the rest arrived (docs/decisions/027-server-rendering.md).
    `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    '<meta property="og:locale" content="fr_FR">',
    `<meta property="og:type" content="${meta.image ? 'product' : 'website'}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (page.title) {
    tags.unshift(`<title>${escapeHtml(page.title)}</title>`);
    tags.push(`<meta property="og:title" content="${escapeHtml(page.title)}">`);
  }
  if (meta.canonicalPath) {
    const canonical = escapeHtml(absolute(meta.canonicalPath));
    tags.push(`<link rel="canonical" href="${canonical}">`);
    tags.push(`<meta property="og:url" content="${canonical}">`);
  }
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">`);
  }
  if (page.preloadImage) {
    const { src, srcSet, sizes } = page.preloadImage;
    const set = srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`,
    );
  }
  for (const block of structuredDataBlocks(meta.structuredData, publicUrl)) {
    tags.push(`<script type="application/ld+json">${jsonLdScriptText(block)}</script>`);
  }
  return tags.join('');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The schema.org blocks of a page (docs/product/search-engines.md#structured-data). */
function structuredDataBlocks(data: StructuredData | undefined, publicUrl: string): object[] {
  switch (data?.kind) {
    case 'organization':
      return [
        organizationJsonLd(
          { name: env.shopName, phone: env.shopPhone, address: env.companyAddress },
          publicUrl,
        ),
      ];
    case 'category':
      return [categoryBreadcrumbJsonLd(data.trail, publicUrl)];
    case 'article':
      return [
        productJsonLd(data.article, publicUrl, new Date()),
        articleBreadcrumbJsonLd(data.article, publicUrl),
      ];
    default:
      return [];
  }
}
