import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPORT_CONFIRM_WITHDRAWN_PERCENT } from '@labo/domain/limits';
import { z } from 'zod';
import { chooseLogFormat, type LogFormat } from './log-output';

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

/** true/false or 1/0; unset stays undefined so that each setting picks its own default. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** A key prefix inside the media bucket: path segments, stored without outer slashes. */
const mediaPrefix = z
  .string()
  .transform((s) => s.replace(/^\/+|\/+$/g, ''))
  .pipe(z.string().regex(/^([a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*)?$/i));

/** Settings that only mean something with MEDIA_S3_BUCKET. */
const MEDIA_S3_DEPENDENT = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_FORCE_PATH_STYLE',
  'MEDIA_S3_PREFIX',
] as const;

/**
 * The constant the server once fell back to (decision 014), and placeholders ("change me")
 * that an example configuration may carry.
 */
const PUBLISHED_JWT_SECRETS = ['dev-secret-change-me-dev-secret-change-me'];
const isPublicSecret = (secret: string) =>
  PUBLISHED_JWT_SECRETS.includes(secret) || /change[-_ ]?me/i.test(secret);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().url().optional(),
    // Shared rate-limit counts (docs/decisions/034-shared-rate-limits.md).
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    JWT_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Labo Fournitures <devis@labo-fournitures.example>'),
    PUBLIC_URL: z.string().url().optional(),
    STAFF_EMAILS: emailList.default([]),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Unset: readable lines on a terminal during development, JSON otherwise (log-output.ts).
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    TRUSTED_PROXIES: proxyList.default([]),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(30_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(15_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5_000),
    MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
    // docs/reliability.md#idle-sockets: under the process's open-file limit, with room left
    // for the database, the media and the logs.
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(500),
    LOAD_DEMO: flag,
    DEMO_PASSWORD: z.string().min(6).max(200).optional(),
    // log2 of scrypt's N for new password hashes, for the tests only: unset, the cost of
    // decision 003.
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(15).optional(),
    MEDIA_FETCH_ALLOW_LOOPBACK: flag,
    // docs/product/import.md#check-before-import
    IMPORT_CONFIRM_PERCENT: z.coerce
      .number()
      .min(0)
      .max(100)
      .default(IMPORT_CONFIRM_WITHDRAWN_PERCENT),
    // An S3-compatible bucket for the media (docs/decisions/019-s3-media-store.md).
    MEDIA_S3_BUCKET: z
      .string()
      .regex(/^[^/\s]+$/, 'a bucket name, without slash or space')
      .optional(),
    MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    MEDIA_S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    MEDIA_S3_FORCE_PATH_STYLE: flag,
    MEDIA_S3_PREFIX: mediaPrefix.optional(),
    // Read here so that the whole configuration comes from one source; unset, the SDK's
    // own chain (profile, container or instance role) finds the credentials.
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    AWS_SESSION_TOKEN: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
      });
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'PASSWORD_HASH_COST is for tests only and must not be set in production',
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
    // A secret printed in the source or a placeholder left as it was is public: anyone
    // could sign a token for any account (docs/security.md#secrets-and-logs, decision 014).
    if (env.NODE_ENV === 'production' && env.JWT_SECRET && isPublicSecret(env.JWT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is a published or placeholder value: choose a private random one',
      });
    }
    if (env.MEDIA_S3_BUCKET === undefined) {
      for (const name of MEDIA_S3_DEPENDENT.filter((n) => env[n] !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} needs MEDIA_S3_BUCKET, which turns the S3 media store on`,
        });
      }
    } else if (
      (env.AWS_ACCESS_KEY_ID === undefined) !==
      (env.AWS_SECRET_ACCESS_KEY === undefined)
    ) {
      // Checked only for the media store: other tools on the machine may use the variables.
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_SECRET_ACCESS_KEY'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together',
      });
    }
  });

type Env = z.infer<typeof envSchema>;

/** An S3-compatible bucket holding the media, shared by every server process. */
export interface MediaS3Config {
  bucket: string;
  /** Unset: AWS S3 itself; set for MinIO and other S3-compatible services. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean;
  /** Put before every key: empty, or path segments ending with a slash. */
  keyPrefix: string;
  /** Unset: the SDK's default chain (profile, container or instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** Paris, where the shop and its customers are. */
const DEFAULT_MEDIA_S3_REGION = 'eu-west-3';

function mediaS3Config(env: Env): MediaS3Config | undefined {
  if (env.MEDIA_S3_BUCKET === undefined) return undefined;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION ?? DEFAULT_MEDIA_S3_REGION,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE ?? false,
    keyPrefix: env.MEDIA_S3_PREFIX ? `${env.MEDIA_S3_PREFIX}/` : '',
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN }
        : undefined,
  };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Unset: each process counts the rate limits itself; set, every process counts them in
   * this Redis (docs/decisions/034-shared-rate-limits.md).
   */
  redisUrl: string | undefined;
  /** Unset: the app generates one and keeps it in the database (decision 014). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  staffEmails: string[];
  logLevel: string;
  /** Readable lines (pino-pretty) or pino's JSON, one object a line. */
  logFormat: LogFormat;
  webDistDir: string;
  /**
   * Reverse proxies whose X-Forwarded-For names the client; empty: the connection's
   * address is the client's (docs/product/api-conventions.md#rate-limits).
   */
  trustedProxies: string[];
  /** Time a whole request may take to arrive, body included (docs/product/api-conventions.md#timeouts). */
  requestTimeoutMs: number;
  /** Time a request's headers may take to arrive, counted from the connection for the first. */
  headersTimeoutMs: number;
  /** Time an idle keep-alive connection stays open between two requests. */
  keepAliveTimeoutMs: number;
  /**
   * How long a mail taken by a process is left to it: past that, another process sends it
   * again (docs/decisions/006-mail-outbox.md). Longer than any send can take.
   */
  mailLeaseMs: number;
  /**
   * Connections held at once; the server closes those beyond at once, so that idle
   * sockets cannot take every file descriptor of the process (docs/reliability.md#idle-sockets).
   */
  maxConnections: number;
  /** Load the demo catalogue and accounts into an empty database (never in production). */
  loadDemo: boolean;
  /** The demo accounts' password; a random one per account when unset. */
  demoPassword: string | undefined;
  /**
   * log2 of scrypt's N for new password hashes; unset, the cost of decision 003. Set only
   * by tests, never in production (docs/stack-notes.md#test-speed).
   */
  passwordHashCost: number | undefined;
  /**
   * Lets the media fetcher reach loopback addresses, for tests that serve files locally; off
   * by default and refused in production (docs/decisions/022-safe-remote-fetch.md).
   */
  mediaFetchAllowLoopback: boolean;
  /** Unset: the media live in DATA_DIR/media, on this machine only. */
  mediaS3: MediaS3Config | undefined;
  /**
   * Share of the visible catalogue, in percent, past which an import's check asks for the
   * number of withdrawn articles to be typed (docs/product/import.md#check-before-import).
   */
  importConfirmWithdrawnPercent: number;
}

export class ConfigError extends Error {}

/** `stdoutIsTerminal`: whether a person reads the output, which picks the log's format. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = process.stdout.isTTY === true,
): AppConfig {
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
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    staffEmails: env.STAFF_EMAILS,
    logLevel: env.LOG_LEVEL,
    logFormat: chooseLogFormat(env.LOG_FORMAT, env.NODE_ENV, stdoutIsTerminal),
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    trustedProxies: env.TRUSTED_PROXIES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    mailLeaseMs: env.MAIL_LEASE_MS,
    maxConnections: env.MAX_CONNECTIONS,
    loadDemo: env.NODE_ENV !== 'production' && (env.LOAD_DEMO ?? true),
    demoPassword: env.DEMO_PASSWORD,
    passwordHashCost: env.PASSWORD_HASH_COST,
    mediaFetchAllowLoopback: env.MEDIA_FETCH_ALLOW_LOOPBACK ?? false,
    mediaS3: mediaS3Config(env),
    importConfirmWithdrawnPercent: env.IMPORT_CONFIRM_PERCENT,
  };
}
