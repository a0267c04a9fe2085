import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '#db/database';
import { mailOutbox } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { sampleContactForm } from '#test/mail-fixtures';
import { quoteRequest } from '#test/quote-fixtures';
import {
  migratedDataDir,
  type ServerProcess,
  startServerProcess,
  stopServerProcesses,
} from '#test/server-process';
import { type SmtpPeer, startSmtpPeer } from '#test/smtp-peer';

const peers: SmtpPeer[] = [];

afterEach(async () => {
  await stopServerProcesses();
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
});

/** A migrated folder holding three featured articles, for requests that need a catalogue. */
const dataDirWithArticles = () =>
  migratedDataDir(async (db) => {
    const tree = await insertTree(db, ['Verrerie', 'Béchers', 'Forme basse']);
    for (const n of [1, 2, 3]) {
      await insertArticle(db, {
        crmId: `DUR-${n}`,
        label: `Bécher ${n}`,
        underSubCategoryId: tree.underSubCategoryId,
        featured: true,
      });
    }
  });

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
    const server = startServerProcess();
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
    const server = startServerProcess({ LOAD_DEMO: 'false' }, await dataDirWithArticles());
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
    const server = startServerProcess(
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
