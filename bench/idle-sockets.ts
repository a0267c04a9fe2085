import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-process';

// `npm run idle-sockets -w bench`: the figure of docs/reliability.md#idle-sockets. Starts the
// server under `ulimit -n IDLE_ULIMIT` (default 1024), opens IDLE_SOCKETS (default 3000)
// sockets that never send a byte, and meanwhile asks for article pages (a database query
// each, on PGlite or on DATABASE_URL), counting the answers by status. IDLE_MAX_CONNECTIONS
// sets the server's MAX_CONNECTIONS (default: the server's own).

const ulimit = Number(process.env.IDLE_ULIMIT ?? 1024);
const socketCount = Number(process.env.IDLE_SOCKETS ?? 3000);
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
/** Article pages asked for while the idle sockets are open, 10 at a time. */
const PAGE_REQUESTS = 200;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

function startServer(dataDir: string) {
  const env: Record<string, string> = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  } as Record<string, string>;
  if (process.env.IDLE_MAX_CONNECTIONS) env.MAX_CONNECTIONS = process.env.IDLE_MAX_CONNECTIONS;
  return spawn(
    'bash',
    [
      '-c',
      `ulimit -n ${ulimit} && exec "$0" --import tsx apps/server/src/main.ts`,
      process.execPath,
    ],
    { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/** How long the script waits for the server to close an idle socket before giving up. */
const GIVE_UP_MS = 60_000;

/**
 * Opens sockets that send nothing; resolves each one's lifetime in ms, from its connection
 * to its close by the server, or Infinity when it is still open GIVE_UP_MS after it
 * connected, or NaN when it never connected within GIVE_UP_MS. A connection counts from the
 * kernel's handshake: when the listen queue is full, the kernel drops the SYN and the client
 * tries again 1, 3, 7, 15, 31 s later, so some sockets connect long after they were opened.
 */
function openIdleSockets(
  count: number,
  connected: { count: number; late: number },
): Promise<number>[] {
  return Array.from(
    { length: count },
    () =>
      new Promise<number>((resolve) => {
        const opened = performance.now();
        let connectedAt = Number.NaN;
        const socket = net.connect(port, '127.0.0.1');
        const giveUp = (after: number) =>
          setTimeout(() => {
            resolve(Number.isNaN(connectedAt) ? Number.NaN : Number.POSITIVE_INFINITY);
            socket.destroy();
          }, after);
        let timer = giveUp(GIVE_UP_MS);
        socket.on('connect', () => {
          connectedAt = performance.now();
          connected.count++;
          if (connectedAt - opened > 1000) connected.late++;
          clearTimeout(timer);
          timer = giveUp(GIVE_UP_MS);
        });
        socket.on('error', () => {});
        // Read, or the server's 408 and end of the connection would never be seen.
        socket.resume();
        socket.on('close', () => {
          clearTimeout(timer);
          resolve(Number.isNaN(connectedAt) ? Number.NaN : performance.now() - connectedAt);
        });
      }),
  );
}

async function askPages(): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < PAGE_REQUESTS) {
      const id = 1_000_000 + next++;
      let status: string;
      try {
        status = String((await fetch(`${base}/exposed/detailed/${id}/article`)).status);
      } catch {
        status = 'connection refused or reset';
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return statuses;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-idle-bench-'));
  const server = startServer(dataDir);
  try {
    await waitForServer();
    const started = performance.now();
    const connected = { count: 0, late: 0 };
    const sockets = openIdleSockets(socketCount, connected);
    // Once the sockets are all asked for, while most are still open.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pages = await askPages();
    const lifetimes = await Promise.all(sockets);
    const afterwards = await askPages();
    console.log(
      JSON.stringify(
        {
          ulimit,
          maxConnections: process.env.IDLE_MAX_CONNECTIONS ?? 'default',
          database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
          idleSockets: socketCount,
          allClosedAfterSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
          connected: connected.count,
          connectedMoreThanASecondAfterOpening: connected.late,
          neverConnected: lifetimes.filter(Number.isNaN).length,
          closedAtOnce: lifetimes.filter((ms) => ms < 1000).length,
          stillOpen60SecondsAfterConnecting: lifetimes.filter(
            (ms) => ms === Number.POSITIVE_INFINITY,
          ).length,
          longestClosedSeconds: Number(
            (Math.max(0, ...lifetimes.filter(Number.isFinite)) / 1000).toFixed(1),
          ),
          pagesDuringIdleSockets: pages,
          pagesAfterwards: afterwards,
          serverStillRunning: server.exitCode === null,
        },
        null,
        2,
      ),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
