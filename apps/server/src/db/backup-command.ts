import path from 'node:path';
import type { Command, CommandIo } from '#cli/run-command';
import { type AppConfig, loadConfig } from '#config';
import { backupPglite, hasPgliteDatabase, restorePglite } from './pglite-backup';

// `npm run backup -- FILE` and `npm run restore -- FILE`: the embedded database of DATA_DIR
// to a file and back (docs/reliability.md#backup-and-restore). With DATABASE_URL, PostgreSQL's
// own tools do it (the README's "Backup and restore"). Exit code 0 when done, 2 otherwise.

/** The file named, with the configuration, or null after saying why the command cannot run. */
function readRequest(io: CommandIo, usage: string): { config: AppConfig; file: string } | null {
  const [file, ...others] = io.args;
  if (!file || others.length > 0) {
    io.err(usage);
    return null;
  }
  const config = loadConfig(io.env, false);
  if (config.databaseUrl) {
    io.err(
      'DATABASE_URL est défini : sauvegardez PostgreSQL avec pg_dump et restaurez avec pg_restore (voir le README).',
    );
    return null;
  }
  return { config, file: path.resolve(file) };
}

export const backupCommand: Command = async (io) => {
  const request = readRequest(io, 'Usage : npm run backup -- chemin/vers/sauvegarde.tar.gz');
  if (!request) return 2;
  if (!hasPgliteDatabase(request.config.dataDir)) {
    io.err(`Aucune base de données intégrée dans ${request.config.dataDir} (DATA_DIR).`);
    return 2;
  }
  await backupPglite(request.config.dataDir, request.file);
  io.out(`Base de données sauvegardée dans ${request.file}.`);
  return 0;
};

export const restoreCommand: Command = async (io) => {
  const request = readRequest(io, 'Usage : npm run restore -- chemin/vers/sauvegarde.tar.gz');
  if (!request) return 2;
  const kept = await restorePglite(request.config.dataDir, request.file);
  io.out(`Base de données restaurée depuis ${request.file}.`);
  if (kept) io.out(`L'ancienne base est conservée dans ${kept}.`);
  return 0;
};
