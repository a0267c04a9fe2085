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
    LOAD_DEMO: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  })
  .superRefine((env, ctx) => {
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
  /** Load the demo catalogue and accounts into an empty database (never in production). */
  loadDemo: boolean;
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
    loadDemo: env.NODE_ENV !== 'production' && (env.LOAD_DEMO ?? true),
  };
}
