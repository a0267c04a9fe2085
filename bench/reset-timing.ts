import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@labo/server/app';
import { loadConfig } from '@labo/server/config';
import { openDatabase } from '@labo/server/db/database';
import { users } from '@labo/server/db/schema';
import { hashPassword } from '@labo/server/modules/auth/password-hash';
import type { FastifyInstance } from 'fastify';
import { median } from './statistics';

// `npx tsx bench/reset-timing.ts`: whether the answer's time tells which addresses have an
// account (docs/security.md#password-reset-timing). The app in this process (`inject`, no
// socket, so the figures are the server's own time), PGlite in a fresh folder or
// DATABASE_URL's PostgreSQL. After RESET_WARM_UP rounds (default 20), RESET_ROUNDS (default
// 200) rounds alternate a known and an unknown address, each kind first in every other
// round (the query following a write runs slower on PGlite: each kind follows each kind
// equally often); each request waits until the work the previous one left after its
// answer is done, so that it measures its own path only, and that work is timed too. Then the same for a sign-up with a new address and with a
// registered one.

const warmUp = Number(process.env.RESET_WARM_UP ?? 20);
const rounds = Number(process.env.RESET_ROUNDS ?? 200);
const KNOWN = 'marie.curie@labo.example';
const PASSWORD = 'radium-polonium-1898';

interface Kind {
  name: string;
  /** The request's URL and body for round `index`. */
  request(index: number): { url: string; payload: Record<string, string> };
}

interface Times {
  /** From the request to its answer. */
  answer: number[];
  /** From the answer to the end of the work the request left for after it. */
  after: number[];
}

/** Milliseconds of each kind's requests, alternated. */
async function measure(app: FastifyInstance, kinds: Kind[]): Promise<Map<string, Times>> {
  const times = new Map(kinds.map((kind) => [kind.name, { answer: [], after: [] } as Times]));
  for (let index = 0; index < warmUp + rounds; index += 1) {
    for (const kind of index % 2 === 0 ? kinds : [...kinds].reverse()) {
      const started = performance.now();
      const answer = await app.inject({ method: 'POST', ...kind.request(index) });
      const answered = performance.now();
      await app.deferredWork.idle();
      const settled = performance.now();
      if (answer.statusCode >= 500) throw new Error(`${kind.name}: ${answer.body}`);
      if (index < warmUp) continue;
      times.get(kind.name)?.answer.push(answered - started);
      times.get(kind.name)?.after.push(settled - answered);
    }
  }
  return times;
}

function report(title: string, times: Map<string, Times>): void {
  console.log(title);
  for (const [name, { answer, after }] of times) {
    console.log(
      `  ${name}: réponse en ${median(answer)} ms (médiane de ${answer.length}), puis ${median(after)} ms de travail après la réponse`,
    );
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-bench-reset-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, startMailWorker: false });
  await app.ready();
  try {
    await database.db.delete(users);
    await database.db.insert(users).values({
      email: KNOWN,
      passwordHash: await hashPassword(PASSWORD, config.passwordHashCost),
      firstName: 'Marie',
    });
    const reset = (userEmail: string) => ({
      url: '/exposed/password/reset/request',
      payload: { userEmail },
    });
    report(
      `Demande de réinitialisation (${database.kind}) :`,
      await measure(app, [
        { name: 'adresse connue', request: () => reset(KNOWN) },
        { name: 'adresse inconnue', request: (index) => reset(`personne-${index}@labo.example`) },
      ]),
    );
    const signUp = (email: string) => ({
      url: '/exposed/create/account',
      payload: { email, password: PASSWORD },
    });
    report(
      `Création de compte (${database.kind}, coût du hachage ${config.passwordHashCost ?? 'de production'}) :`,
      await measure(app, [
        { name: 'adresse déjà inscrite (409)', request: () => signUp(KNOWN) },
        {
          name: 'adresse nouvelle (201)',
          request: (index) => signUp(`nouveau-${index}@labo.example`),
        },
      ]),
    );
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
