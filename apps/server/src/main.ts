import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { DataDirLockedError } from './db/pglite-lock';
import { seedDemoIfEmpty } from './demo/demo-seed';

// Starts the server: configuration, database, demo data on an empty database, then
// listen; on SIGTERM/SIGINT finish in-flight requests and close the database.

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the server');
      code = 1;
    }
    try {
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the database');
      code = 1;
    }
    clearTimeout(timer);
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
