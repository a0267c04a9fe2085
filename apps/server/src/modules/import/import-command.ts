import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Command } from '#cli/run-command';
import { loadConfig } from '#config';
import { openDatabase } from '#db/database';
import { AppError } from '#http/app-error';
import { announceCatalogChange } from '#modules/catalog/catalog-public';
import { ImportService } from './import-service';
import type { ImportIntent } from './oxygene-import';

// `npm run import -- path/to/export.csv`: imports an Oxygène export into the database
// of the configuration (PGlite in DATA_DIR, or DATABASE_URL) and prints the report.
// `npm run import -- --check path/to/export.csv` prints what the import would do, and its
// warnings, writing nothing (docs/product/import.md#check-before-import). An import the
// check warns about applies only with `--confirm-withdrawn N`, N the number it withdraws.
// Exit code 0 when applied or checked, 1 when refused, 2 on a usage or unexpected error.
// With PGlite, the server must be stopped first: the data folder lock refuses a second
// process, with a message saying so. An import already running elsewhere refuses this one.

const USAGE =
  'Usage : npm run import -- [--check | --confirm-withdrawn N] chemin/vers/export-oxygene.csv';

/** The command's intent and file, or null when its arguments make no sense. */
function readArguments(args: string[]): { intent: ImportIntent; argument: string } | null {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(args);
  } catch {
    return null;
  }
  const { values, positionals } = parsed;
  const [argument, ...others] = positionals;
  const confirmed = values['confirm-withdrawn'];
  if (!argument || others.length > 0) return null;
  if (confirmed !== undefined && (values.check || !/^\d+$/.test(confirmed))) return null;
  const intent: ImportIntent = values.check
    ? { mode: 'check' }
    : {
        mode: 'apply',
        confirmedWithdrawn: confirmed === undefined ? undefined : Number(confirmed),
      };
  return { intent, argument };
}

const parseCommand = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: { check: { type: 'boolean' }, 'confirm-withdrawn': { type: 'string' } },
  });

/** `npm run import`'s work (import-cli.ts runs it as a process). */
export const importCommand: Command = async (io) => {
  const read = readArguments(io.args);
  if (!read) {
    io.err(USAGE);
    return 2;
  }
  const { intent, argument } = read;
  // npm runs workspace scripts from apps/server; INIT_CWD is where the command was typed,
  // which is what a relative path given by the user means. It is npm's, not app
  // configuration, hence read here and not in config.ts.
  const file = path.resolve(io.env.INIT_CWD ?? process.cwd(), argument);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    io.err(`Fichier introuvable : ${file}`);
    return 2;
  }
  const config = loadConfig(io.env);
  const handle = await openDatabase(config);
  try {
    // No cached answers in this process: the servers on the same PostgreSQL are told, and
    // forget theirs (docs/decisions/030-catalog-change-signal.md).
    let imported = false;
    const service = new ImportService(
      handle.db,
      () => {
        imported = true;
      },
      config.importConfirmWithdrawnPercent,
    );
    const result = await service.run(file, path.basename(file), null, () => {}, intent);
    if (imported) await announceCatalogChange(handle.db);
    const lines = [...result.caution, ...result.lines];
    if (result.refused) io.err(lines.join('\n'));
    else io.out(lines.join('\n'));
    return result.refused ? 1 : 0;
  } catch (error) {
    // Another import runs (a server on the same PostgreSQL): refused, like a bad file.
    if (!(error instanceof AppError)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await handle.close();
  }
};
