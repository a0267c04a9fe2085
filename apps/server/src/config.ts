import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only module that reads process.env (docs/conventions.md#configuration-in-one-place).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(/[,;\s]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

/** Addresses and CIDR ranges, IPv4 or IPv6, separated by commas or spaces. */
const proxyList = z
  .string()
  .transform((s) => s.split(/[,\s]+/).filter(Boolean))
  .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    JWT_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Labo Fournitures <devis@labo-fournitures.example>'),
    PUBLIC_URL: z.string().url().optional(),
    STAFF_EMAILS: emailList.default([]),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    TRUSTED_PROXIES: proxyList.default([]),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(30_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(15_000),
    LOAD_DEMO: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    DEMO_PASSWORD: z.string().min(6).max(200).optional(),
    MEDIA_FETCH_ALLOW_LOOPBACK: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
      });
    }
    if (env.NODE_ENV === 'production' && env.MEDIA_FETCH_ALLOW_LOOPBACK) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_FETCH_ALLOW_LOOPBACK'],
        message: 'MEDIA_FETCH_ALLOW_LOOPBACK is for tests only and must not be set in production',
      });
    }
    // Outside production a missing secret is generated and kept in the database
    // (decision 014); production wants one chosen and kept by whoever runs it.
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'JWT_SECRET must be set to a private value of at least 32 characters in production',
      });
    }
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset: the app generates one and keeps it in the database (decision 014). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  staffEmails: string[];
  logLevel: string;
  webDistDir: string;
  /**
   * Reverse proxies whose X-Forwarded-For names the client; empty: the connection's
   * address is the client's (docs/product/api-conventions.md#rate-limits).
   */
  trustedProxies: string[];
  /** Time a whole request may take to arrive, body included (docs/product/api-conventions.md#timeouts). */
  requestTimeoutMs: number;
  /** Time a request's headers may take to arrive. */
  headersTimeoutMs: number;
  /** Load the demo catalogue and accounts into an empty database (never in production). */
  loadDemo: boolean;
  /** The demo accounts' password; a random one per account when unset. */
  demoPassword: string | undefined;
  /**
   * Lets the media fetcher reach loopback addresses, for tests that serve files locally; off
   * by default and refused in production (docs/decisions/022-safe-remote-fetch.md).
   */
  mediaFetchAllowLoopback: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    staffEmails: env.STAFF_EMAILS,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    trustedProxies: env.TRUSTED_PROXIES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    loadDemo: env.NODE_ENV !== 'production' && (env.LOAD_DEMO ?? true),
    demoPassword: env.DEMO_PASSWORD,
    mediaFetchAllowLoopback: env.MEDIA_FETCH_ALLOW_LOOPBACK,
  };
}
