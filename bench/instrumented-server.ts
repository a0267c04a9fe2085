import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The server of the current directory, measured from inside for quote-load.ts:
// - SERVER_TIMES_FILE: each request's server time (from its arrival, headers read, to the
//   end of its answer handed to the system), appended as "finishedAt ms" lines every
//   250 ms: what a client measures adds its own queueing, large on a machine shared with
//   others. Written as it goes because tsx kills a child that does not acknowledge
//   SIGTERM within 30 ms, which a server busy with its outbox may not.
// - PROFILE_DIR: a V8 CPU profile, written when the process exits (the server calls
//   process.exit after SIGTERM; the main thread's inspector session answers synchronously,
//   so the exit handler can still collect it; lost if tsx kills the server, see above).
//   `--cpu-prof` cannot reach the server: tsx is started without flags, and Node refuses
//   that flag in NODE_OPTIONS.

const timesFile = process.env.SERVER_TIMES_FILE;
const profileDir = process.env.PROFILE_DIR;

if (timesFile) {
  let pending: string[] = [];
  const started = new WeakMap<object, number>();
  diagnostics.subscribe('http.server.request.start', (message) => {
    started.set((message as { response: object }).response, performance.now());
  });
  diagnostics.subscribe('http.server.response.finish', (message) => {
    const start = started.get((message as { response: object }).response);
    if (start === undefined) return;
    const finished = performance.now();
    pending.push(`${performance.timeOrigin + finished} ${finished - start}\n`);
  });
  const flush = () => {
    if (pending.length === 0) return;
    fs.appendFileSync(timesFile, pending.join(''));
    pending = [];
  };
  setInterval(flush, 250).unref();
  process.on('exit', flush);
}

if (profileDir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) throw error;
      fs.mkdirSync(profileDir, { recursive: true });
      const file = path.join(profileDir, `server-${Date.now()}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}

await import(pathToFileURL(path.join(process.cwd(), 'apps/server/src/main.ts')).href);
