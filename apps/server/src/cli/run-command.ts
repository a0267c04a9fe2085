import { ConfigError } from '#config';
import { DataDirLockedError } from '#db/pglite-lock';

/**
 * What a person reads when a command cannot run: one French sentence, never a stack
 * trace. The embedded database refuses a second process (docs/stack-notes.md#pglite-locking),
 * which is the usual case: the server is running.
 */
function commandFailure(error: unknown): string {
  if (error instanceof DataDirLockedError) {
    return `La base de données intégrée (${error.dataDir}) est ouverte par le processus ${error.holderPid}, sans doute le serveur : arrêtez-le, puis relancez la commande.`;
  }
  if (error instanceof ConfigError) return `Configuration invalide : ${error.message}`;
  return `Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Runs a command line's `main`, whose number is the exit code; a failure prints
 * {@link commandFailure} and exits with 2.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(commandFailure(error));
      process.exitCode = 2;
    },
  );
}
