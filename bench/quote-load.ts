import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@labo/server/db/database';
import { DataDirLockedError } from '@labo/server/db/pglite-lock';
import { sql } from 'drizzle-orm';
import { createBenchDatabase } from './bench-database';
import { type LoadRequest, type LoadResult, runLoad } from './http-load';
import { quoteRequests } from './quote-requests';
import { searchQueries } from './search-queries';
import { repoRoot, startProcess } from './server-process';
import { median } from './statistics';

// One load of `npm run bench` alone, on the demo catalogue, in a minute rather than the
// full bench's import of 100k articles: for before/after comparisons. Usage:
// `npx tsx bench/quote-load.ts`. Environment: BENCH_LOAD (`quote`, the default: quote
// submission; `search`: the mixed search set drawn from the demo articles; `thumbnail`:
// the article thumbnails of the demo's pictured articles), BENCH_PORT (default 3910),
// BENCH_SEEDED_DIR (PGlite: a folder where the seeded demo data folder is kept by a first
// run and copied by the next ones, which then skip the minutes of seeding),
// DATABASE_URL (a PostgreSQL server where a scratch database is created and dropped;
// PGlite without it),
// QUOTE_SECONDS per round (default 10), QUOTE_ROUNDS (default 3), QUOTE_CONNECTIONS
// (default 10), QUOTE_SERVER_ROOT (another checkout whose server is measured, to compare
// two versions with the same load), QUOTE_PROFILE_DIR (where a CPU profile of the
// measured server is written, for Chrome DevTools or speedscope). Prints, per round and as
// medians: the client's latencies, the server's own time per request (the target's
// measure), and the CPU used per request by the server and by PostgreSQL.

const seconds = Number(process.env.QUOTE_SECONDS ?? 10);
const rounds = Number(process.env.QUOTE_ROUNDS ?? 3);
const connections = Number(process.env.QUOTE_CONNECTIONS ?? 10);
const serverRoot = path.resolve(process.env.QUOTE_SERVER_ROOT ?? repoRoot);
const PORT = Number(process.env.BENCH_PORT ?? 3910);
const loadName = process.env.BENCH_LOAD ?? 'quote';
const SERVER_ENTRY = 'apps/server/src/main.ts';

interface RowsResult<T> {
  rows: T[];
}

/**
 * The database once the server has let it go: a stopped server's process may still hold
 * PGlite's folder for a moment after tsx, its parent, has exited.
 */
async function openWhenFree(env: Record<string, string>) {
  const config = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' };
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(config);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || attempt >= 240) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Both drivers answer raw SQL with a `rows` list. */
async function query<T>(env: Record<string, string>, statement: ReturnType<typeof sql>) {
  const database = await openWhenFree(env);
  try {
    return ((await database.db.execute(statement)) as unknown as RowsResult<T>).rows;
  } finally {
    await database.close();
  }
}

/**
 * The demo catalogue, its running campaign and its staff address, as a developer's
 * server seeds them: production mode never loads the demo.
 */
async function seedDemo(env: Record<string, string>): Promise<void> {
  const seeding = await startProcess(SERVER_ENTRY, {
    port: PORT,
    env: { ...env, NODE_ENV: 'development', LOAD_DEMO: 'true' },
    readyPath: '/readyz',
    cwd: serverRoot,
  });
  await seeding.stop();
}

/** The demo seeded, or copied from BENCH_SEEDED_DIR when an earlier run kept it there. */
async function seededDemo(env: Record<string, string>): Promise<void> {
  const kept = process.env.BENCH_SEEDED_DIR;
  const dataDir = env.DATA_DIR;
  if (!kept || !dataDir || env.DATABASE_URL) return seedDemo(env);
  if (fs.existsSync(kept)) {
    fs.cpSync(kept, dataDir, { recursive: true });
    return;
  }
  await seedDemo(env);
  // Once the server has let the folder go.
  await (await openWhenFree(env)).close();
  fs.cpSync(dataDir, kept, { recursive: true });
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU time (user + system) a process has used, in ms; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name: field 3 (state) onwards; utime and stime are fields 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The process listening on the port: the server itself, not tsx's launcher. */
function listeningPid(port: number): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`No process listens on port ${port}`);
  return Number(pid);
}

/**
 * CPU used per answered request by the server and by its PostgreSQL backends: unlike
 * latencies, these hardly move when another job shares the machine, so they compare two
 * versions even on a busy machine.
 */
interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
}

/** Server time percentiles of a round, in ms. */
interface ServerTimes {
  serverP50: number;
  serverP95: number;
  serverP99: number;
}

interface Round extends LoadResult, CpuPerRequest {
  /** When the round ran, on the clock the server's times are stamped with. */
  window: [number, number];
}

const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? Number.NaN) * 100) / 100;
}

/** The server times (instrumented-server.ts) of the requests answered during the window. */
function serverTimes(lines: string[], [from, to]: [number, number]): ServerTimes {
  const times: number[] = [];
  for (const line of lines) {
    const [finishedAt, ms] = line.split(' ').map(Number);
    if (finishedAt !== undefined && ms !== undefined && finishedAt >= from && finishedAt <= to) {
      times.push(ms);
    }
  }
  times.sort((a, b) => a - b);
  return {
    serverP50: percentile(times, 50),
    serverP95: percentile(times, 95),
    serverP99: percentile(times, 99),
  };
}

async function measuredRound(
  url: string,
  requests: LoadRequest[],
  processes: { server: number; backends: number[] },
): Promise<Round> {
  const postgresCpu = () => processes.backends.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const serverBefore = cpuMs(processes.server);
  const postgresBefore = postgresCpu();
  const started = now();
  const result = await runLoad(url, requests, { connections, seconds });
  const window: [number, number] = [started, now()];
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 1000) / 1000;
  return {
    ...result,
    serverMs: perRequest(cpuMs(processes.server) - serverBefore),
    postgresMs: perRequest(postgresCpu() - postgresBefore),
    window,
  };
}

/** The requests of the chosen load (BENCH_LOAD), built from the seeded demo catalogue. */
async function loadRequests(env: Record<string, string>): Promise<LoadRequest[]> {
  if (loadName === 'search') {
    const articles = await query<{ code: string; designation: string }>(
      env,
      sql`select crm_id as code, label as designation from articles
        where not soft_deleted order by id limit 50`,
    );
    return searchQueries(articles).map((text) => ({
      method: 'POST',
      path: '/exposed/search/articles',
      body: JSON.stringify({ query: text }),
    }));
  }
  if (loadName === 'thumbnail') {
    const pictured = await query<{ id: number }>(
      env,
      sql`select distinct article_id as id from attachments where is_picture
        order by article_id limit 8`,
    );
    return pictured.map(({ id }) => ({ path: `/exposed/article/${id}/get/thumbnail` }));
  }
  const articleIds = (
    await query<{ id: number }>(
      env,
      sql`select id from articles where not soft_deleted order by id limit 100`,
    )
  ).map((row) => row.id);
  return quoteRequests(articleIds);
}

function describe(result: Round & ServerTimes): string {
  return `${result.rps} req/s, client p50 ${result.p50} / p95 ${result.p95} / p99 ${result.p99} ms, serveur p50 ${result.serverP50} / p95 ${result.serverP95} / p99 ${result.serverP99} ms, ${result.requests} requêtes, erreurs ${result.errors + result.non2xx} ; CPU par requête : serveur ${result.serverMs} ms, PostgreSQL ${result.postgresMs} ms`;
}

async function main() {
  const database = await createBenchDatabase(process.env.DATABASE_URL);
  console.log(`Charge ${loadName}, base ${database.kind}, serveur de ${serverRoot}`);
  try {
    await seededDemo(database.env);
    const requests = await loadRequests(database.env);

    const profileDir = process.env.QUOTE_PROFILE_DIR;
    const timesFile = path.join(database.env.DATA_DIR ?? '', 'server-times.json');
    const server = await startProcess(path.join(repoRoot, 'bench/instrumented-server.ts'), {
      port: PORT,
      env: {
        ...database.env,
        LOAD_DEMO: 'false',
        SERVER_TIMES_FILE: timesFile,
        ...(profileDir ? { PROFILE_DIR: path.resolve(profileDir) } : {}),
      },
      readyPath: '/readyz',
      cwd: serverRoot,
    });
    const results: Round[] = [];
    try {
      // JIT, pool connections and the first outbox batches before anything is measured.
      await runLoad(server.url, requests, { connections, seconds: 3 });
      const processes = {
        server: listeningPid(PORT),
        // The pool's connections, open since the warm-up (PGlite has none: its work is
        // the server's).
        backends:
          database.kind === 'postgres'
            ? (
                await query<{ pid: number }>(
                  database.env,
                  sql`select pid from pg_stat_activity
                    where datname = current_database() and pid <> pg_backend_pid()`,
                )
              ).map((row) => row.pid)
            : [],
      };
      for (let round = 1; round <= rounds; round++) {
        results.push(await measuredRound(server.url, requests, processes));
        console.log(`Tour ${round} terminé`);
      }
      // The server appends its times every 250 ms.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await server.stop();
    }
    const lines = fs.readFileSync(timesFile, 'utf8').split('\n');
    const measured = results.map((result) => ({
      ...result,
      ...serverTimes(lines, result.window),
    }));
    measured.forEach((result, index) => {
      console.log(`Tour ${index + 1} : ${describe(result)}`);
    });
    const [counts] = await query<{ quotes: number; sent: number; pending: number }>(
      database.env,
      sql`select (select count(*)::int from quotes) as quotes,
        (select count(*)::int from mail_outbox where status = 'sent') as sent,
        (select count(*)::int from mail_outbox where status <> 'sent') as pending`,
    );
    const summary = {
      database: database.kind,
      connections,
      seconds,
      rounds,
      rps: median(measured.map((r) => r.rps)),
      p50: median(measured.map((r) => r.p50)),
      p95: median(measured.map((r) => r.p95)),
      p99: median(measured.map((r) => r.p99)),
      serverP50: median(measured.map((r) => r.serverP50)),
      serverP95: median(measured.map((r) => r.serverP95)),
      serverP99: median(measured.map((r) => r.serverP99)),
      serverCpuMs: median(measured.map((r) => r.serverMs)),
      postgresCpuMs: median(measured.map((r) => r.postgresMs)),
      failed: measured.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      ...counts,
    };
    console.log(
      `Médianes : ${summary.rps} req/s, client p50 ${summary.p50} / p95 ${summary.p95} / p99 ${summary.p99} ms, serveur p50 ${summary.serverP50} / p95 ${summary.serverP95} / p99 ${summary.serverP99} ms ; CPU par requête : serveur ${summary.serverCpuMs} ms, PostgreSQL ${summary.postgresCpuMs} ms`,
    );
    console.log(JSON.stringify(summary));
  } finally {
    await database.drop();
  }
}

await main();
