import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND } from '@labo/domain/messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressed } from '#http/cached-reply';
import { type CachedPage, PageCache } from './page-cache';
import { loadPageRenderer, type PageRenderer, SSR_DIR } from './page-renderer';
import { WINDOW_CLASS_HEADERS, windowClassOf } from './window-class';

// Paths that belong to the API: an unknown one is a JSON 404, never the SPA page.
const API_PREFIXES = ['/api/', '/exposed/', '/post/', '/docs', '/healthz', '/readyz'];

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Pages the web build made for particular paths (apps/web/vite-plugins/home-page-preload.ts):
 * path → HTML file of the build, e.g. /home → home.html, which preloads its first banner.
 * Any other path gets index.html.
 */
const PAGE_VARIANTS_FILE = 'page-variants.json';

function readPageVariants(distDir: string): ReadonlyMap<string, string> {
  const file = path.join(distDir, PAGE_VARIANTS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const variants: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof variants !== 'object' || variants === null) return new Map();
  return new Map(
    Object.entries(variants).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && fs.existsSync(path.join(distDir, entry[1])),
    ),
  );
}

/**
 * Serves the production build of apps/web: hashed assets cached for a year, index.html
 * revalidated on every visit, and index.html for any other GET so that the client
 * router handles deep links (/verrerie/..., /a/812).
 */
const webApp: FastifyPluginAsync = async (app) => {
  const distDir = app.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const pageVariants = hasBuild ? readPageVariants(distDir) : new Map<string, string>();

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The server bundle is read by this process, never sent.
      allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header(
          'cache-control',
          isHashedAsset
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web build missing: run "npm run build" to serve the site');
  }

  const renderPage = hasBuild ? await loadPageRenderer(app, distDir) : undefined;
  const pages = new PageCache();
  app.catalog.onForget(() => pages.clear());
  const templates = new Map<string, string>();
  const template = (file: string) => {
    let html = templates.get(file);
    if (html === undefined) {
      html = fs.readFileSync(path.join(distDir, file), 'utf8');
      templates.set(file, html);
    }
    return html;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isAssetRequest = url.startsWith('/assets/');
    if (hasBuild && wantsPage && !isApiPath(url) && !isAssetRequest) {
      reply.header('cache-control', 'no-cache');
      const file = pageVariants.get(url) ?? 'index.html';
      if (renderPage) {
        return sendRenderedPage(pages, renderPage, request, template(file), reply);
      }
      return reply.type('text/html; charset=utf-8').sendFile(file);
    }
    return reply.code(404).send({ error: 'not_found', message: NOT_FOUND });
  });
};

/**
 * The page rendered on the server (docs/decisions/027-server-rendering.md), kept for the
 * next visitors, or, when the render fails, the build's page as it is: the browser then
 * renders it alone.
 */
async function sendRenderedPage(
  pages: PageCache,
  renderPage: PageRenderer,
  request: FastifyRequest,
  template: string,
  reply: FastifyReply,
) {
  const windowClass = windowClassOf(request.headers);
  reply.header('vary', WINDOW_CLASS_HEADERS);
  let answer: CachedPage;
  try {
    answer = await pages.get(`${windowClass} ${request.url}`, () =>
      renderPage(request.url, template, windowClass),
    );
  } catch (error) {
    reply.log.error({ err: error, url: request.url }, 'server rendering failed');
    return reply.type('text/html; charset=utf-8').send(template);
  }
  if (answer.location !== undefined) return reply.redirect(answer.location, answer.status);
  reply.code(answer.status).type('text/html; charset=utf-8');
  return sendCompressed(request, reply, answer.page);
}

export const webAppRoutes = fp(webApp, { name: 'web-app', dependencies: ['catalog'] });
