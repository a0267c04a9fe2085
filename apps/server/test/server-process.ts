import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { type Database, openPglite } from '#db/database';
import { pgliteTemplate } from './test-database';

// The server as a process of its own, for the tests of main.ts and of crashes.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  dataDir: string;
  /** The address the server logged once it listens. */
  address: Promise<string>;
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
}

const started: ServerProcess[] = [];
/** Kills every server started, and removes their data folders: for a test's afterEach. */
export async function stopServerProcesses(): Promise<void> {
  for (const server of started.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/**
 * Node's arguments that run the server as `npm start` does: node itself on the run's bundle
 * (server-bundle-setup.ts), no launcher between, so that signals reach the server.
 */
export const serverArguments = () => ['--enable-source-maps', inject('serverBundle')];

/** The server as a process of its own, on `dataDir`, with `env` over the tests' settings. */
export function startServerProcess(
  env: NodeJS.ProcessEnv = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-main-')),
): ServerProcess {
  const child = spawn(process.execPath, serverArguments(), {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // Any free port: the server says which.
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOAD_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Waiting for Fastify's "Server listening at" line rather than polling a port leaves
  // nothing to timing.
  const address = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const found = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(stdout)?.[1];
      if (found) resolve(found);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  const server = { child, dataDir, address, exited, stdout: () => stdout, stderr: () => stderr };
  started.push(server);
  return server;
}

/**
 * A data folder holding the run's migrated database, for the tests whose subject is not the
 * first start: the server then skips initdb, seconds of CPU (docs/stack-notes.md#test-speed).
 * `fill` writes the test's rows while the copy is open, rather than opening it again.
 */
export async function migratedDataDir(fill?: (db: Database) => Promise<void>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-main-'));
  const database = await openPglite({ dataDir, loadDataDir: pgliteTemplate() });
  try {
    await fill?.(database.db);
  } finally {
    await database.close();
  }
  return dataDir;
}
