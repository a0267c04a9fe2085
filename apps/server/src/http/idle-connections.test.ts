import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '#test/listening-app';

// Sockets that connect and send nothing, or stay open after their answer, are closed by
// the server, and never more of them are held than MAX_CONNECTIONS
// (docs/reliability.md#idle-sockets). A real server, since app.inject opens no socket.

const MAX_CONNECTIONS = 50;
const IDLE_SOCKETS = 300;

let listening: ListeningApp;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  listening = await startListeningApp({
    // Small, so that the test is quick; the defaults are seconds.
    REQUEST_TIMEOUT_MS: '600',
    HEADERS_TIMEOUT_MS: '400',
    KEEP_ALIVE_TIMEOUT_MS: '300',
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
  ({ app, port } = listening);
});
afterAll(() => listening.close());

interface Closed {
  /** What the server wrote before closing, if anything. */
  received: string;
}

/** Opens a socket that writes `text` once connected, and resolves when the server closes it. */
function openSocket(text = ''): Promise<Closed> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('connect', () => {
      if (text) socket.write(text);
    });
    socket.on('close', () => resolve({ received }));
  });
}

function heldConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

it('closes sockets that never send a byte, holding no more than MAX_CONNECTIONS', async () => {
  let mostHeld = 0;
  const sockets = Array.from({ length: IDLE_SOCKETS }, () => openSocket());
  const counting = setInterval(() => {
    void heldConnections().then((count) => {
      mostHeld = Math.max(mostHeld, count);
    });
  }, 20);
  const closed = await Promise.all(sockets);
  clearInterval(counting);

  expect(closed).toHaveLength(IDLE_SOCKETS);
  expect(mostHeld).toBeLessThanOrEqual(MAX_CONNECTIONS);
  // Those the server held got a 408 once their headers were late; the others were
  // closed on arrival.
  const timedOut = closed.filter((c) => c.received.startsWith('HTTP/1.1 408'));
  expect(timedOut.length).toBeGreaterThan(0);
  expect(timedOut.length).toBeLessThanOrEqual(MAX_CONNECTIONS);
  expect(await heldConnections()).toBe(0);
  // And the server answers again.
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
});

it('closes a keep-alive connection left idle after its answer', async () => {
  const closed = await openSocket(
    'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
  );
  expect(closed.received).toMatch(/^HTTP\/1\.1 200/);
  expect(closed.received).toContain('keep-alive');
});
