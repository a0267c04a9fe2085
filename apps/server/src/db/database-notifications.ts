import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Stops listening. */
type StopListening = () => Promise<void>;

/**
 * Calls `onNotice` for every notice on `channel` (docs/decisions/030-catalog-change-signal.md):
 * what one process tells the others that share its database with `select pg_notify(…)`,
 * sent after its commit.
 */
export type Listen = (channel: string, onNotice: () => void) => Promise<StopListening>;

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_AFTER_MS = 1000;

/**
 * PGlite's own notices: one process holds the database, so they never leave it. A closed
 * database (a lost one, in tests) has nothing left to stop.
 */
export const listenPglite =
  (client: PGlite): Listen =>
  async (channel, onNotice) => {
    const unlisten = await client.listen(channel, () => onNotice());
    return async () => {
      if (!client.closed) await unlisten();
    };
  };

/**
 * PostgreSQL's LISTEN on a connection of its own, outside the pool (a pooled connection
 * goes back to the pool, and its LISTEN with it). A lost connection may have missed
 * notices: it calls `onNotice` once connected again, so the listener forgets what it may
 * have missed.
 */
export const listenPostgres =
  (url: string): Listen =>
  async (channel, onNotice) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotice();
      });
      // A lost server ends the connection: 'end' follows and connects again.
      next.on('error', () => {});
      next.once('end', () => {
        if (client === next && !stopped) scheduleReconnect();
      });
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      if (stopped) await next.end();
    };
    const scheduleReconnect = () => {
      retry = setTimeout(() => {
        connect().then(onNotice, scheduleReconnect);
      }, RECONNECT_AFTER_MS);
      retry.unref();
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
    };
  };
