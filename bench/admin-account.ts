import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, tsxBin } from './server-process';

/**
 * Creates an administrator with the admin command line, as a provider would, before the
 * server starts (it also creates an empty database); returns the password it printed once.
 */
export function createAdminAccount(email: string, env: Record<string, string>): string {
  const out = execFileSync(
    tsxBin,
    [path.join(repoRoot, 'apps/server/src/modules/auth/admin-cli.ts'), 'create', email],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const password = /: (\S+)\s*$/.exec(out)?.[1];
  if (!password) throw new Error(`no password in: ${out}`);
  return password;
}

/** A token of the administrator, from the login call. */
export async function adminToken(serverUrl: string, email: string, password: string) {
  const login = await fetch(`${serverUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { token: string }).token;
}
