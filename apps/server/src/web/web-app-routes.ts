import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND } from '@labo/domain/messages';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

// Paths that belong to the API: an unknown one is a JSON 404, never the SPA page.
const API_PREFIXES = ['/api/', '/exposed/', '/post/', '/docs', '/healthz', '/readyz'];

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the production build of apps/web: hashed assets cached for a year, index.html
 * revalidated on every visit, and index.html for any other GET so that the client
 * router handles deep links (/verrerie/..., /a/812).
 */
const webApp: FastifyPluginAsync = async (app) => {
  const distDir = app.services.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isAssetRequest = url.startsWith('/assets/');
    if (hasBuild && wantsPage && !isApiPath(url) && !isAssetRequest) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'not_found', message: NOT_FOUND });
  });
};

export const webAppRoutes = fp(webApp, { name: 'web-app' });
