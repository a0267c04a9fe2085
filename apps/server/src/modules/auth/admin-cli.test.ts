import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '#db/database';
import { acquireDataDirLock } from '#db/pglite-lock';
import { users } from '#db/schema';
import { runAsProcess, runInProcess } from '#test/command-runner';
import { createScratchPostgres, pgliteTemplate } from '#test/test-database';
import { adminCommand } from './admin-command';
import { verifyPassword } from './password-hash';

// `npm run admin` on the configured database (docs/product/admin.md#administrator-accounts):
// its work run in the test's process, and once as a process of its own, as a person runs it.

const onPostgres = process.env.TEST_DB === 'postgres';

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-admin-cli-'));
  if (onPostgres) {
    const scratch = await createScratchPostgres();
    env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
    cleanup = scratch.drop;
  } else {
    // The migrated template, written into the folder the command opens.
    await (await openPglite({ dataDir, loadDataDir: pgliteTemplate() })).close();
    env = { DATA_DIR: dataDir };
    cleanup = async () => {};
  }
  const handle = await open();
  await handle.db.execute(
    sql`insert into users (email, password_hash, roles) values ('client@labo.example', 'x', '["ROLE_USER"]')`,
  );
  await handle.close();
}, 60_000);
afterAll(async () => {
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The database as the server would open it after the command: a process of its own. */
function open(): Promise<DatabaseHandle> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite({ dataDir });
}

/** The command in the test's process; `runAsProcess` where the process itself matters. */
const admin = (...args: string[]) => runInProcess(adminCommand, args, env);

async function stored(email: string) {
  const handle = await open();
  try {
    const [user] = await handle.db
      .select({ roles: users.roles, verified: users.verified, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    return user;
  } finally {
    await handle.close();
  }
}

describe('npm run admin', { timeout: 60_000 }, () => {
  it('creates a verified administrator, prints a generated password once, and refuses a taken address', async () => {
    const created = await admin('create', 'Chef@Labo.Example');
    expect(created.code, created.err).toBe(0);
    expect(created.out).toContain('Compte administrateur créé : chef@labo.example.');
    const password = /affiché une seule fois\) : (\S+)/.exec(created.out)?.[1] ?? '';
    const user = await stored('chef@labo.example');
    expect(user).toMatchObject({ roles: ['ROLE_USER', 'ROLE_ADMIN'], verified: true });
    expect(await verifyPassword(password, user?.passwordHash ?? '')).toBe(true);

    const again = await admin('create', 'chef@labo.example');
    expect(again.code).toBe(1);
    expect(again.err).toContain('Un compte existe déjà pour chef@labo.example');
  });

  it('promotes and demotes an account, and says when there is nothing to do', async () => {
    const promoted = await admin('promote', 'client@labo.example');
    expect(promoted.code, promoted.err).toBe(0);
    expect(promoted.out).toContain('client@labo.example est maintenant administrateur.');
    expect((await stored('client@labo.example'))?.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);

    const demoted = await admin('demote', 'client@labo.example');
    expect(demoted.out).toContain("client@labo.example n'est plus administrateur.");
    expect((await stored('client@labo.example'))?.roles).toEqual(['ROLE_USER']);
    expect((await admin('demote', 'client@labo.example')).out).toContain(
      "n'était pas administrateur",
    );
  });

  it('refuses an unknown account, a bad address and a bad usage, in French', async () => {
    const unknown = await admin('promote', 'personne@labo.example');
    expect([unknown.code, unknown.err.trim()]).toEqual([
      1,
      'Aucun compte pour personne@labo.example.',
    ]);
    const invalid = await admin('create', 'pas-une-adresse');
    expect(invalid.code).toBe(1);
    expect(invalid.err).toContain('Adresse e-mail invalide');
    const usage = await admin('supprimer', 'client@labo.example');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('npm run admin -- create ADRESSE');
  });

  it.skipIf(onPostgres)(
    'says in one French sentence that the server holds the embedded database, without a stack trace',
    async () => {
      const release = acquireDataDirLock(dataDir);
      try {
        const refused = await runAsProcess(
          'src/modules/auth/admin-cli.ts',
          ['promote', 'client@labo.example'],
          env,
        );
        expect(refused.code).toBe(2);
        expect(refused.err.trim()).toMatch(
          /^La base de données intégrée \(.+\) est ouverte par le processus \d+, sans doute le serveur : arrêtez-le, puis relancez la commande\.$/,
        );
      } finally {
        release();
      }
      expect((await stored('client@labo.example'))?.roles).toEqual(['ROLE_USER']);
    },
  );
});
