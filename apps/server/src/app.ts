import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandling } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { mailPlugin } from './mail/mail-plugin';
import { createMailTransport } from './mail/mail-transport';
import { MailWorker } from './mail/mail-worker';
import { authPlugin } from './modules/auth/auth-plugin';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { CatalogService } from './modules/catalog/catalog-service';
import { contactRoutes } from './modules/contact/contact-routes';
import { healthRoutes } from './modules/health/health-routes';
import { mediaRoutes } from './modules/media/media-routes';
import { quoteRoutes } from './modules/quote/quote-routes';
import { searchRoutes } from './modules/search/search-routes';
import { LocalMediaStore, type MediaStore } from './storage/media-store';
import { webAppRoutes } from './web/web-app-routes';

export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  catalog: CatalogService;
  media: MediaStore;
  mail: MailWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options; tests pass false to keep their output clean. */
  logger?: boolean | { level: string };
  media?: MediaStore;
  /** False in tests: the outbox is then sent only by explicit `services.mail.drainOnce()`. */
  startMailWorker?: boolean;
}

/** The composition root (CONVENTIONS §3): third-party plugins, then the app's own. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Graceful shutdown: in-flight requests finish, idle keep-alive sockets close.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Messages of zod's own checks (a number sent as text…) reach the client in 400
  // answers: French like ours (API.md). The setting is global to the process.
  z.config(z.locales.fr());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const services: AppServices = {
    config,
    database,
    catalog: new CatalogService(database.db),
    media: options.media ?? new LocalMediaStore(path.join(config.dataDir, 'media')),
    mail: new MailWorker({
      db: database.db,
      transport: createMailTransport(config, app.log),
      log: app.log.child({ module: 'mail' }),
    }),
  };
  app.decorate('services', services);

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Emotion (MUI) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps most of brotli's gain at a fraction of its CPU cost per request.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false });
  await app.register(mailPlugin, { startWorker: options.startMailWorker ?? true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API du catalogue et des demandes de devis',
        description: 'Contrat décrit par SPEC.md §7 et API.md.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(mediaRoutes);
  await app.register(quoteRoutes);
  await app.register(contactRoutes);
  await app.register(webAppRoutes);

  return app;
}
