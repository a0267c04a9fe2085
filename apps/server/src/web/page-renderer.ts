import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { CachedAnswer } from '#http/answer-cache';
import type { CachedPage } from './page-cache';
import type { WindowClass } from './window-class';

/** What the web build's server bundle (apps/web/src/entry-server.tsx) exports. */
type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; state: string };

type ServerBundle = {
  renderPage: (url: string, publicUrl: string, windowClass: WindowClass) => Promise<RenderedPage>;
  setApiTransport: (transport: (url: string, init: RequestInit) => Promise<Response>) => void;
};

/** The server bundle's place in the web build (apps/web/vite.config.ts). */
export const SSR_DIR = 'ssr';
const SSR_ENTRY = path.join(SSR_DIR, 'entry-server.js');

export type PageRenderer = (
  url: string,
  template: string,
  windowClass: WindowClass,
) => Promise<CachedPage>;

/**
 * Loads the web build's server bundle, when the build has one, and makes its API calls go
 * through `app.inject`: the same routes, schemas and caches as the browser's calls, without
 * a socket (docs/decisions/027-server-rendering.md).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageRenderer | undefined> {
  const entry = path.join(distDir, SSR_ENTRY);
  if (!fs.existsSync(entry)) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  bundle.setApiTransport((url, init) => injectedFetch(app, url, init));
  return async (url, template, windowClass) => {
    const page = await bundle.renderPage(url, app.config.publicUrl, windowClass);
    if (page.kind === 'redirect') return { status: page.status, location: page.location };
    return { status: page.status, page: new CachedAnswer(fillTemplate(template, page)) };
  };
}

async function injectedFetch(app: FastifyInstance, url: string, init: RequestInit) {
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: Object.fromEntries(new Headers(init.headers)),
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, String(value));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
}

const ROOT_START = '<div id="root">';

/**
 * The build's index.html with the rendered page in place of its start-up placeholder: the
 * page's head tags and styles close the head, the query state
 * follows the root element.
 */
function fillTemplate(
  template: string,
  page: { html: string; head: string; state: string },
): string {
  const rootAt = template.indexOf(ROOT_START);
  const bodyEnd = template.lastIndexOf('</body>');
  if (rootAt < 0 || bodyEnd < 0) throw new Error('index.html must hold <div id="root">');
  // The page's own title and description replace the build's generic ones.
  let head = template.slice(0, rootAt).replace(/<meta\s+name="description"[^>]*>/, '');
  if (page.head.includes('<title>')) head = head.replace(/<title>[^<]*<\/title>/, '');
  return `${head.replace('</head>', `${page.head}</head>`)}${ROOT_START}${page.html}</div>${page.state}${template.slice(bodyEnd)}`;
}
