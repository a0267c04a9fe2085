import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '#db/database';
import { mailOutbox } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { sampleContactForm } from '#test/mail-fixtures';
import { quoteRequest } from '#test/quote-fixtures';
import { type SmtpPeer, startSmtpPeer } from '#test/smtp-peer';
import { pgliteTemplate } from '#test/test-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ServerProcess {
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
const peers: SmtpPeer[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
});

/**
 * The server as `npm start` runs it: node itself with tsx as a loader, so the signal
 * reaches the server. Through tsx's CLI a relay process stood between, and under load it
 * ended with the signal (143) before the server's own handler had run.
 */
function startServer(
  env: NodeJS.ProcessEnv = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-main-')),
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
 */
async function migratedDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-main-'));
  await (await openPglite({ dataDir, loadDataDir: pgliteTemplate() })).close();
  return dataDir;
}

/** A migrated folder holding three featured articles, for requests that need a catalogue. */
async function dataDirWithArticles(): Promise<string> {
  const dataDir = await migratedDataDir();
  const database = await openPglite({ dataDir });
  try {
    const tree = await insertTree(database.db, ['Verrerie', 'Béchers', 'Forme basse']);
    for (const n of [1, 2, 3]) {
      await insertArticle(database.db, {
        crmId: `DUR-${n}`,
        label: `Bécher ${n}`,
        underSubCategoryId: tree.underSubCategoryId,
        featured: true,
      });
    }
  } finally {
    await database.close();
  }
  return dataDir;
}

interface SentRequest {
  /** Resolves once the whole request has been handed to the kernel. */
  written: Promise<void>;
  /** The status code, or the error that ended the request (a reset…). */
  answer: Promise<number | string>;
}

function post(address: string, url: string, body: unknown): SentRequest {
  const payload = JSON.stringify(body);
  let markWritten = () => {};
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const answer = new Promise<number | string>((resolve) => {
    const request = http.request(new URL(url, address), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      agent: false,
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(payload, markWritten);
  });
  return { written, answer };
}

const lockFile = (server: ServerProcess) => path.join(server.dataDir, 'pglite.lock');

describe('server process', () => {
  it('starts on an empty folder, then stops cleanly on SIGTERM and frees the database', {
    timeout: 120_000,
  }, async () => {
    const server = startServer();
    const address = await server.address;
    expect((await fetch(`${address}/readyz`)).status).toBe(200);
    expect(fs.existsSync(lockFile(server))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    expect(fs.existsSync(lockFile(server))).toBe(false);
  });

  // docs/product/api-conventions.md#graceful-shutdown
  it('answers every request already sent when SIGTERM comes, then exits and frees the database', {
    timeout: 180_000,
  }, async () => {
    const server = startServer({ LOAD_DEMO: 'false' }, await dataDirWithArticles());
    const address = await server.address;
    const articles = (await (await fetch(`${address}/exposed/featured/articles`)).json()) as {
      id: number;
    }[];
    expect(articles).toHaveLength(3);
    const quote = quoteRequest(
      articles.map((article) => ({ article_id: article.id, quantity: 2 })),
    );
    const requests = Array.from({ length: 8 }, () => post(address, '/exposed/post/quote', quote));
    // Every request is on the wire before the signal: in flight from the client's side.
    await Promise.all(requests.map((request) => request.written));
    server.child.kill('SIGTERM');

    expect(await Promise.all(requests.map((request) => request.answer))).toEqual(
      Array(8).fill(201),
    );
    expect(await server.exited, server.stderr()).toBe(0);
    expect(fs.existsSync(lockFile(server))).toBe(false);
  });

  it('stops on SIGTERM while the SMTP server stalls a send, and the mail stays queued', {
    timeout: 120_000,
  }, async () => {
    const smtp = await startSmtpPeer({ stallAfterGreeting: true });
    peers.push(smtp);
    const server = startServer(
      { SMTP_URL: smtp.url, STAFF_EMAILS: 'accueil@example.org' },
      await migratedDataDir(),
    );
    const address = await server.address;
    const contact = post(address, '/post/contact/form', sampleContactForm);
    expect(await contact.answer).toBe(201);
    // The worker has said EHLO and sent MAIL FROM, which the peer never answers.
    await smtp.stalled;
    server.child.kill('SIGTERM');

    expect(await server.exited, server.stderr()).toBe(0);
    expect(fs.existsSync(lockFile(server))).toBe(false);
    const database = await openPglite({ dataDir: server.dataDir });
    try {
      const mails = await database.db.select().from(mailOutbox);
      expect(mails.map((mail) => [mail.status, mail.attempts])).toEqual([
        ['pending', 0],
        ['pending', 0],
      ]);
    } finally {
      await database.close();
    }
  });
});
