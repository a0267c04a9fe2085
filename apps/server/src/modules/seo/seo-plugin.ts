import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsRoute, sitemapFileRoute, sitemapIndexRoute } from './seo-routes';
import { SitemapService } from './sitemap-service';

/**
 * What search engines read besides the pages (docs/product/search-engines.md): robots.txt
 * and the sitemaps. Registered after the catalogue, whose visible tree the sitemaps list.
 */
export const seoPlugin: FastifyPluginAsyncZod = async (app) => {
  const sitemaps = new SitemapService(app.database.db, app.config.publicUrl, () =>
    app.catalog.getFlatCategories(),
  );
  robotsRoute(app);
  sitemapIndexRoute(app, sitemaps);
  sitemapFileRoute(app, sitemaps);
};
