import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '#db/database';
import { articles, mailOutbox, quotes } from '#db/schema';
import { insertLoginAdmin } from '#test/auth-fixtures';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { quoteRequest } from '#test/quote-fixtures';
import {
  migratedDataDir,
  type ServerProcess,
  startServerProcess,
  stopServerProcesses,
} from '#test/server-process';
import { type SmtpPeer, startSmtpPeer } from '#test/smtp-peer';
import { createScratchPostgres } from '#test/test-database';

// The real server process killed (SIGKILL, no clean-up of any kind) in the middle of an
// import and of a burst of quote requests, then started again on the same database
// (docs/reliability.md#crash-safety): the catalogue is the old one or the new one, every
// quote answered 201 is there, and its queued mails are sent after the restart.

const onPostgres = process.env.TEST_DB === 'postgres';
const ADMIN = { email: 'crash-admin@labo.example', password: 'crash-password' };
const OLD_ARTICLES = 3;
/** Lines of the new catalogue: several chunks of a thousand, so that a kill falls inside. */
const NEW_ARTICLES = 6000;
/** Quote requests answered 201 before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 8;

const peers: SmtpPeer[] = [];
const drops: Array<() => Promise<void>> = [];

afterEach(async () => {
  await stopServerProcesses();
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
  for (const drop of drops.splice(0)) await drop();
});

interface Store {
  /** What the server process is given to reach the database. */
  env: Record<string, string>;
  dataDir: string;
  /** The database opened by the test itself, the server stopped (PGlite) or not. */
  open(): Promise<DatabaseHandle>;
}

/** The old catalogue and an administrator. */
async function fillOldCatalogue(db: Database): Promise<void> {
  const tree = await insertTree(db, ['Verrerie', 'Béchers', 'Forme basse']);
  for (let n = 1; n <= OLD_ARTICLES; n++) {
    await insertArticle(db, {
      crmId: `OLD-${n}`,
      label: `Bécher ${n}`,
      underSubCategoryId: tree.underSubCategoryId,
    });
  }
  await insertLoginAdmin(db, ADMIN);
}

/** A database of the test's project with the old catalogue and an administrator. */
async function prepareStore(): Promise<Store> {
  if (!onPostgres) {
    const dataDir = await migratedDataDir(fillOldCatalogue);
    return { env: {}, dataDir, open: () => openPglite({ dataDir }) };
  }
  const scratch = await createScratchPostgres();
  drops.push(scratch.drop);
  const store = {
    env: { DATABASE_URL: scratch.url },
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'labo-crash-')),
    open: () => openPostgres(scratch.url, { max: 2 }),
  };
  await read(store, (database) => fillOldCatalogue(database.db));
  return store;
}

function start(store: Store, smtp: SmtpPeer): ServerProcess {
  return startServerProcess(
    {
      ...store.env,
      SMTP_URL: smtp.url,
      STAFF_EMAILS: 'ventes@labo.example',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0',
      // A killed process's mails go again a second and a half after it took them, not 2 min
      // (the shortest lease the configuration takes is a second).
      MAIL_LEASE_MS: '1500',
    },
    store.dataDir,
  );
}

async function killed(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Stops `server` as an operator would: the batch it has sent is recorded as sent first. */
async function stopped(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Reads `store` with the server stopped: PGlite is held by one process at a time. */
async function read<T>(store: Store, query: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await store.open();
  try {
    return await query(database);
  } finally {
    await database.close();
  }
}

async function adminToken(address: string): Promise<string> {
  const res = await fetch(`${address}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function newCatalogue(): Blob {
  const lines = ['CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE'];
  for (let n = 1; n <= NEW_ARTICLES; n++) {
    lines.push(`NEW-${n};Flacon ${n};12,50;Verrerie;Flaconnage;Flacons`);
  }
  return new Blob([lines.join('\r\n')], { type: 'text/csv' });
}

/** Sends the import and resolves once the server says it has read a first chunk of lines. */
async function importUnderway(address: string, token: string): Promise<void> {
  const form = new FormData();
  form.append('file', newCatalogue(), 'catalogue.csv');
  const res = await fetch(`${address}/api/oxygene/perform/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    body: form,
  });
  expect(res.status).toBe(200);
  const reader = res.body?.getReader();
  let seen = '';
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) throw new Error(`import ended before a progress: ${seen}`);
    seen += Buffer.from(chunk.value).toString();
    if (/"read":[1-9]/.test(seen)) return;
  }
}

it('keeps the old catalogue or the new one when killed in the middle of an import', {
  timeout: 180_000,
}, async () => {
  const store = await prepareStore();
  const smtp = await startSmtpPeer();
  peers.push(smtp);
  const server = start(store, smtp);
  const address = await server.address;
  await importUnderway(address, await adminToken(address));
  await killed(server);

  const restarted = start(store, smtp);
  expect((await fetch(`${await restarted.address}/readyz`)).status).toBe(200);
  await killed(restarted);
  const visible = await read(store, (database) =>
    database.db.$count(articles, eq(articles.softDeleted, false)),
  );
  expect([OLD_ARTICLES, NEW_ARTICLES]).toContain(visible);
});

it('keeps every quote it acknowledged when killed in a burst, and sends their mails after', {
  timeout: 240_000,
}, async () => {
  const store = await prepareStore();
  // The relay takes the connection and never answers: the mails stay queued, those of the
  // batch the process took leased to it when it is killed.
  const smtp = await startSmtpPeer({ stallAfterGreeting: true });
  peers.push(smtp);
  const articleIds = await read(store, async (database) =>
    (await database.db.select({ id: articles.id }).from(articles)).map((row) => row.id),
  );
  const server = start(store, smtp);
  const address = await server.address;
  const acknowledged: number[] = [];
  let stop = false;
  const sender = async () => {
    while (!stop) {
      const lines = articleIds.map((id) => ({ article_id: id, quantity: 1 }));
      const res = await fetch(`${address}/exposed/post/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteRequest(lines)),
      }).catch(() => null);
      if (res?.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
      if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !stop) {
        stop = true;
        // Killed with a send in flight: a batch of mails leased to the dying process.
        await smtp.stalled;
        await killed(server);
      }
    }
  };
  await Promise.all([sender(), sender(), sender()]);

  const stored = await read(store, (database) =>
    database.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, acknowledged)),
  );
  expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());

  const queued = await read(store, (database) => database.db.$count(mailOutbox));
  expect(queued).toBeGreaterThanOrEqual(acknowledged.length);

  const delivering = await startSmtpPeer();
  peers.push(delivering);
  const restarted = start(store, delivering);
  await restarted.address;
  // Mails the killed process had not taken go at once; those it had leased, once their
  // lease runs out (1.5 s here, decision 006).
  await expect
    .poll(() => delivering.received.length, { timeout: 150_000, interval: 500 })
    .toBeGreaterThanOrEqual(queued);
  // Not killed: the relay's count can run ahead of the statement that records a batch sent,
  // and a kill between the two would leave delivered mails pending.
  await stopped(restarted);
  const unsent = await read(store, (database) =>
    database.db.$count(mailOutbox, eq(mailOutbox.status, 'pending')),
  );
  expect(unsent).toBe(0);
});
