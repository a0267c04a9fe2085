import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { DataDirLockedError } from './db/pglite-lock';
import { watchRequestIntake } from './http/request-intake';

// Starts the server: configuration, database, demo data on an empty database, then
// listen; on SIGTERM/SIGINT finish in-flight requests and close the database
// (docs/product/api-conventions.md#graceful-shutdown).

/** How long in-flight requests get to finish before the server gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long closing the database may take (a pool waiting for a stuck client). */
const DATABASE_CLOSE_MS = 5_000;

/** Resolves to false when `work` has not settled within `ms`. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  const config = loadConfig();
  // The app's modules load while the database opens, and a folder that another server holds
  // is refused without waiting for them (docs/performance.md#start-up).
  const modules = Promise.all([import('./app'), import('./demo/demo-seed')]);
  modules.catch(() => {}); // awaited below, once the database is open
  const database = await openDatabase(config);
  const [{ buildApp }, { seedDemoIfEmpty }] = await modules;
  const app = await buildApp({ config, database });
  const intake = watchRequestIntake(app.server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Requests the kernel already holds are read before the server closes.
    await intake.settle();
    let code = 0;
    try {
      // The mail worker abandons a send in flight on close (it stays queued), so only a
      // request that never ends can hold this.
      if (!(await settlesWithin(app.close(), SHUTDOWN_GRACE_MS))) {
        app.log.error('shutdown took too long, closing the database anyway');
        code = 1;
      }
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the server');
      code = 1;
    }
    try {
      // Always, even after a failed or late close: this also frees PGlite's lock file.
      if (!(await settlesWithin(database.close(), DATABASE_CLOSE_MS))) {
        app.log.error('closing the database took too long, exiting');
        code = 1;
      }
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the database');
      code = 1;
    }
    // Explicit: a library's stray handle must not keep a stopped server alive.
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  if (config.loadDemo) await seedDemoIfEmpty(app);
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
