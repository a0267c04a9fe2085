import { Readable } from 'node:stream';
import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { NOT_FOUND } from '@labo/domain/messages';
import { z } from 'zod';
import { notFound } from '#http/app-error';
import { fileAnswer } from '#http/file-answer';
import { isLocalUnproxiedCall } from '#http/local-call';
import type { RouteApp } from '#http/route-app';
import { robotsTxt } from './robots-txt';
import { SITEMAP_MAX_URLS, type SitemapService } from './sitemap-service';
import { sitemapIndexXml } from './sitemap-xml';

const tags = ['Moteurs de recherche'];
const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
// Crawlers come back for these a few times a day; an hour of staleness harms nothing.
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * A file of 50,000 addresses costs a few hundred milliseconds of queries: plenty for
 * crawlers, which fetch each file a few times a day, and a bound for a script that would
 * ask for them in a loop. Counted per client address, like the search.
 */
const SITEMAP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const sitemapFileUrl = (page: number) => apiPath(apiRoutes.sitemapFile, { page });

export function robotsRoute(app: RouteApp): void {
  app.get(
    apiRoutes.robotsTxt,
    {
      schema: {
        tags,
        summary: 'Consignes aux robots (robots.txt)',
        response: { 200: fileAnswer('Le fichier robots.txt.', [TEXT_TYPE]) },
      },
    },
    (_request, reply) => {
      reply.type(TEXT_TYPE).header('cache-control', CACHE_CONTROL);
      return robotsTxt(app.config.publicUrl, apiRoutes.sitemapIndex);
    },
  );
}

export function sitemapIndexRoute(app: RouteApp, sitemaps: SitemapService): void {
  app.get(
    apiRoutes.sitemapIndex,
    {
      schema: {
        tags,
        summary: 'Index des plans du site',
        description: `Liste les fichiers du plan du site, d'au plus ${SITEMAP_MAX_URLS} adresses chacun.`,
        response: {
          200: fileAnswer("L'index, au format du protocole sitemaps.", [XML_TYPE]),
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { ...SITEMAP_RATE_LIMIT, allowList: isLocalUnproxiedCall } },
    },
    async (_request, reply) => {
      reply.type(XML_TYPE).header('cache-control', CACHE_CONTROL);
      return sitemapIndexXml(await sitemaps.fileUrls(sitemapFileUrl));
    },
  );
}

const pageParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000) });

export function sitemapFileRoute(app: RouteApp, sitemaps: SitemapService): void {
  app.get(
    apiRoutes.sitemapFile,
    {
      schema: {
        tags,
        summary: 'Un fichier du plan du site',
        description: `Les pages, les catégories des trois niveaux puis les articles visibles (lastmod : leur dernière modification), ${SITEMAP_MAX_URLS} adresses au plus par fichier ; 404 après le dernier fichier.`,
        params: pageParamsSchema,
        response: {
          200: fileAnswer('Un fichier au format du protocole sitemaps.', [XML_TYPE]),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { ...SITEMAP_RATE_LIMIT, allowList: isLocalUnproxiedCall } },
    },
    async (request, reply) => {
      const pieces = await sitemaps.file(request.params.page);
      if (!pieces) throw notFound(NOT_FOUND);
      // Streamed: the articles are read a page at a time as the answer goes out.
      return reply
        .type(XML_TYPE)
        .header('cache-control', CACHE_CONTROL)
        .send(Readable.from(pieces));
    },
  );
}
