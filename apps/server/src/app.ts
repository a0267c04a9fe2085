import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SLUG_MAX_CHARS } from '@labo/domain/slug';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { deferredWorkPlugin } from './http/deferred-work';
import {
  answerHostNotOnce,
  answerServerEvents,
  answerWhileClosing,
  edgeAnswerOptions,
} from './http/edge-answers';
import { registerErrorHandling } from './http/error-handler';
import { withSafeLog } from './http/error-log';
import { openApiTransform } from './http/openapi-transform';
import { registerRateLimits } from './http/rate-limit-store';
import { securityHeaders, securityHeaderValues } from './http/security-headers';
import { logOutput } from './log-output';
import { mailPlugin } from './mail/mail-plugin';
import { accountPlugin } from './modules/account/account-public';
import { authPlugin } from './modules/auth/auth-public';
import { campaignPlugin } from './modules/campaigns/campaigns-public';
import { catalogPlugin } from './modules/catalog/catalog-public';
import { contactPlugin } from './modules/contact/contact-public';
import { healthPlugin } from './modules/health/health-public';
import { importPlugin } from './modules/import/import-public';
import { mediaPlugin } from './modules/media/media-public';
import { quotePlugin } from './modules/quote/quote-public';
import { searchPlugin } from './modules/search/search-public';
import { seoPlugin } from './modules/seo/seo-public';
import { usersPlugin } from './modules/users/users-public';
import { webAppRoutes } from './web/web-app-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: AppConfig;
    /** Opened and closed by whoever builds the app (main.ts, the tests). */
    database: DatabaseHandle;
  }
}

/** The security headers of every answer, those given before the routes included. */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Emotion (MUI) injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The players of the video sites the article page embeds (packages/domain video-link.ts).
      frameSrc: [
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://www.dailymotion.com',
      ],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The same headers as a list, for the answers written before any request exists. */
const edgeHeaders = securityHeaderValues(helmetOptions);

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options; tests pass false to keep their output clean, or a stream to read it. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** False in tests: the outbox is then sent only by explicit `app.mail.drainOnce()`. */
  startMailWorker?: boolean;
  /**
   * Told of every route as it is registered, before any plugin adds one: the access matrix
   * test lists them so that no route escapes it (docs/security.md#access-matrix).
   */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The composition root (docs/conventions.md#composition-root): third-party plugins, then
 * the infrastructure (configuration, database, mail, auth), then the feature modules. Each
 * module is a plugin (`modules/<feature>/<feature>-plugin.ts`) that creates its service,
 * exposes it on the instance for the others, and registers its routes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify(serverOptions(options)).withTypeProvider<ZodTypeProvider>();
  answerServerEvents(app.server, edgeHeaders);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Beyond it the server closes a new connection at once: idle sockets cannot take every
  // file descriptor the database and the media need (docs/reliability.md#idle-sockets).
  app.server.maxConnections = config.maxConnections;

  // Messages of zod's own checks (a number sent as text…) reach the client in 400
  // answers: French like ours (docs/product/api-conventions.md#form-errors). The setting is
  // global to the process.
  z.config(z.locales.fr());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Fastify reads text/plain bodies as strings by default: a JSON route would then answer a
  // text body 400; no route takes text, so it is a 415 like any other type
  // (docs/product/api-conventions.md#json-and-multipart).
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);

  await registerThirdPartyPlugins(app, config);

  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(mailPlugin, { startWorker: options.startMailWorker ?? true });
  await app.register(deferredWorkPlugin);
  await app.register(authPlugin);

  await app.register(healthPlugin);
  await app.register(catalogPlugin);
  await app.register(searchPlugin);
  await app.register(mediaPlugin);
  await app.register(quotePlugin);
  await app.register(contactPlugin);
  await app.register(accountPlugin);
  await app.register(importPlugin);
  await app.register(usersPlugin);
  await app.register(campaignPlugin);
  await app.register(seoPlugin);
  // Last: its not-found handler serves the web app's pages for paths no route took.
  await app.register(webAppRoutes);

  return app;
}

/** The HTTP server's own settings: logging, proxies, limits, timeouts, edge answers. */
function serverOptions({ config, logger }: BuildAppOptions) {
  return {
    logger: withSafeLog(logger ?? { level: config.logLevel, ...logOutput(config.logFormat) }),
    // Only configured proxies may name the client (X-Forwarded-For): otherwise anyone could
    // pick the address the rate limits count (docs/product/api-conventions.md#rate-limits).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // Graceful shutdown: in-flight requests finish, idle keep-alive sockets close.
    forceCloseConnections: 'idle' as const,
    // A whole request, body included, and its headers alone must arrive within these
    // bounds, or the connection gets a 408 and is closed: slow senders cannot hold
    // connections (docs/product/api-conventions.md#timeouts). Node checks them every
    // connectionsCheckingInterval, so that interval stays well under them.
    requestTimeout: config.requestTimeoutMs,
    // Fastify's default, 72 s, let a client keep thousands of idle sockets open after one
    // request each (docs/reliability.md#idle-sockets).
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 4)),
      // Node's answer to an HTTP/1.1 request without Host is a bare 400; answerHostNotOnce
      // gives it in our shape (docs/security.md#edge-answers).
      requireHostHeader: false,
    },
    ...edgeAnswerOptions(edgeHeaders),
    // Path parameters as long as the longest slug (docs/product/catalogue.md#slug-length);
    // Fastify's default, 100, refused the pages of articles with long labels.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: SLUG_MAX_CHARS },
  };
}

/** Security headers, compression, rate limits and the OpenAPI page, before any route. */
async function registerThirdPartyPlugins(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(securityHeaders, helmetOptions);
  answerWhileClosing(app);
  answerHostNotOnce(app);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps most of brotli's gain at a fraction of its CPU cost per request.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerRateLimits(app, config.redisUrl);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API du catalogue et des demandes de devis',
        description:
          'Chaque appel avec ses paramètres, ses corps et ses réponses. Les règles du produit sont décrites dans docs/product/ du dépôt.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
