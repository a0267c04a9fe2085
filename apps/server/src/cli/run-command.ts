import { ConfigError } from '#config';
import { DataDirLockedError } from '#db/pglite-lock';

/** What a command line reads and writes: its arguments, its environment, two outputs. */
export interface CommandIo {
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Whether the standard input is a terminal a person can type into. */
  interactive: boolean;
  out(text: string): void;
  err(text: string): void;
}

/** A command line's work; its number is the exit code. */
export type Command = (io: CommandIo) => Promise<number>;

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
 * Runs a command: its exit code, or 2 after printing {@link commandFailure}. The tests run
 * commands through it too, in their own process, with outputs of their own.
 */
export async function commandExitCode(command: Command, io: CommandIo): Promise<number> {
  try {
    return await command(io);
  } catch (error) {
    io.err(commandFailure(error));
    return 2;
  }
}

/** Runs a command as the process's own: `process.argv`, `process.env`, the console. */
export function runCommand(command: Command): void {
  const io: CommandIo = {
    args: process.argv.slice(2),
    env: process.env,
    interactive: process.stdin.isTTY === true,
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  };
  void commandExitCode(command, io).then((code) => {
    process.exitCode = code;
  });
}
