import { createInterface } from 'node:readline/promises';
import type { Command, CommandIo } from '#cli/run-command';
import { loadConfig } from '#config';
import { openDatabase } from '#db/database';
import { AdminAccountRefusal, createAdmin, generatePassword, setAdminRole } from './admin-accounts';

// `npm run admin -- create|promote|demote EMAIL` (docs/product/admin.md#administrator-accounts),
// on the database of the configuration. On the embedded database the server must be stopped:
// the data folder's lock refuses a second process, and the command says so.
// Exit code 0 when done, 1 when refused (unknown account, taken address…), 2 otherwise.

const USAGE = [
  'Usage :',
  '  npm run admin -- create ADRESSE    crée un compte administrateur',
  '  npm run admin -- promote ADRESSE   donne le rôle administrateur à un compte',
  '  npm run admin -- demote ADRESSE    retire le rôle administrateur',
].join('\n');

/** Asked on a terminal (empty: generated); generated when the input is not one. */
async function choosePassword(io: CommandIo): Promise<{ password: string; generated: boolean }> {
  if (!io.interactive) return { password: generatePassword(), generated: true };
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const typed = await prompt.question(
      'Mot de passe (6 caractères au moins ; vide pour en générer un) : ',
    );
    return typed === ''
      ? { password: generatePassword(), generated: true }
      : { password: typed, generated: false };
  } finally {
    prompt.close();
  }
}

/** `npm run admin`'s work (admin-cli.ts runs it as a process). */
export const adminCommand: Command = async (io) => {
  const [command, email, ...rest] = io.args;
  if (!command || !email || rest.length > 0 || !['create', 'promote', 'demote'].includes(command)) {
    io.err(USAGE);
    return 2;
  }
  const config = loadConfig(io.env);
  const handle = await openDatabase(config);
  try {
    if (command === 'create') {
      const { password, generated } = await choosePassword(io);
      const admin = await createAdmin(handle.db, email, password, config.passwordHashCost);
      io.out(`Compte administrateur créé : ${admin.email}.`);
      // Printed once, never stored in clear.
      if (generated) io.out(`Mot de passe (affiché une seule fois) : ${password}`);
      return 0;
    }
    const admin = command === 'promote';
    const changed = await setAdminRole(handle.db, email, admin);
    io.out(
      changed
        ? `${email.toLowerCase()} ${admin ? 'est maintenant administrateur' : "n'est plus administrateur"}.`
        : `${email.toLowerCase()} ${admin ? 'était déjà administrateur' : "n'était pas administrateur"}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AdminAccountRefusal)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await handle.close();
  }
};
