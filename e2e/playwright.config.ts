import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defineConfig,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
} from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { DEMO_PASSWORD } from './demo-accounts';
import { startMailCapture } from './mail-capture';

// E2E_PORT lets two checkouts of the project run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh, empty data folder per run: the server creates its PGlite database there and
// loads the demo catalogue. Playwright evaluates this file again in each worker; workers
// inherit the environment, so they all see the folder the main process created, and
// only that process removes it, on exit, once the web server has been stopped.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'labo-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// The server sends its mails to a real SMTP peer started here, once, like the data folder:
// each mail lands as a file in E2E_MAIL_DIR, where the workers read them (mailbox.ts). Its
// port follows the journeys' port, so two checkouts side by side do not collide.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
if (!process.env.E2E_MAIL_DIR) {
  const mailDir = mkdtempSync(join(tmpdir(), 'labo-e2e-mail-'));
  process.env.E2E_MAIL_DIR = mailDir;
  startMailCapture(mailDir, SMTP_PORT);
  process.on('exit', () => rmSync(mailDir, { recursive: true, force: true }));
}

// CHROMIUM_PATH, else Debian's Chromium, else Playwright's own (docs/stack-notes.md#chromium-flags).
const chromium: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: 'chromium',
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One worker per core but one, at most 4: the journeys share one server and its database,
  // which need a core of their own. On 2 cores two browsers (Debian's Chromium 156 runs the
  // full browser headless) starved the server: logins past 5 s, axe past 30 s
  // (docs/stack-notes.md#journeys-on-two-cores).
  workers: Math.max(1, Math.min(4, availableParallelism() - 1)),
  // A busy machine's margin for what a person waits for, never a speed check (the bench
  // measures speed).
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The admin journey imports a small export that replaces the demo catalogue the
      // other journeys shop in, so it runs after them (`--no-deps` runs it alone).
      testIgnore: /(admin|article-media)\.spec\.ts$/,
      use: chromium,
    },
    { name: 'admin', testMatch: /admin\.spec\.ts$/, dependencies: ['chromium'], use: chromium },
    // After the import: its articles are the ones whose media and featured flag change.
    {
      name: 'media',
      testMatch: /article-media\.spec\.ts$/,
      dependencies: ['admin'],
      use: chromium,
    },
  ],
  webServer: {
    // The real server serving the built app (`npm run test:e2e` builds it first).
    command: 'npm run serve',
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the server close its database cleanly (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The links of the account mails lead to the journeys' own server.
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD,
    },
  },
});
