import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Command, commandExitCode } from '#cli/run-command';

export type CommandResult = { code: number | null; out: string; err: string };

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A command reads DATABASE_URL from its environment: only the test's own may be there.
const { DATABASE_URL: _notTheTests, ...inherited } = process.env;

/** The environment a test gives a command: this process's, less DATABASE_URL, plus `env`. */
const commandEnv = (env: Record<string, string>) => ({
  ...inherited,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  ...env,
});

/**
 * A command line run inside the test's process, as its entry file would run it: the same
 * work and exit code, without the seconds a process of its own costs to start.
 */
export async function runInProcess(
  command: Command,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await commandExitCode(command, {
    args,
    env: commandEnv(env),
    interactive: false,
    out: (text) => out.push(`${text}\n`),
    err: (text) => err.push(`${text}\n`),
  });
  return { code, out: out.join(''), err: err.join('') };
}

/** A command line as a person runs it: its entry file (under src/) in a process of its own. */
export function runAsProcess(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: SERVER_ROOT,
      env: commandEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}
