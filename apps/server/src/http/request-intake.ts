import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';

// docs/product/api-conventions.md#graceful-shutdown. A request a client has sent before
// the server stops must be answered. But while PGlite runs a query it holds the event
// loop, so at the signal the kernel may still hold connections not yet accepted and
// requests not yet read; closing then resets the first (the listening socket goes) and
// the second (Node closes connections without a request as idle), or answers them 503.

/** How long shutdown waits for connections that were opened but send nothing. */
const INTAKE_LIMIT_MS = 2_000;

/**
 * Watches the server's connections; `settle()` resolves once every connection the kernel
 * has handed over has shown its request, and a turn of the event loop brought no new
 * one, or after INTAKE_LIMIT_MS for a client that connected and stays silent.
 */
export function watchRequestIntake(server: Server): { settle(): Promise<void> } {
  const silent = new Set<Socket>();
  let arrivals = 0;
  server.on('connection', (socket: Socket) => {
    arrivals += 1;
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => silent.delete(request.socket));
  return {
    async settle() {
      const deadline = Date.now() + INTAKE_LIMIT_MS;
      let seen: number;
      do {
        seen = arrivals;
        // One turn accepts what waits in the listening socket's queue and reads what
        // waits on accepted connections.
        await nextLoopTurn();
      } while ((silent.size > 0 || arrivals !== seen) && Date.now() < deadline);
    },
  };
}
