import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sampleRssPeak, treeRssMb } from './process-memory';
import { repoRoot, startProcess, tsxBin } from './server-process';

export interface UploadImportResult {
  /** The server's resident memory once started, before the import. */
  beforeMb: number;
  /** Its highest resident memory while the import ran (sampled every 100 ms). */
  peakMb: number;
  /** Ten seconds after the import ended. */
  afterMb: number;
  seconds: number;
  reportFirstLine: string;
}

const ADMIN_EMAIL = 'bench-admin@labo.example';

/**
 * The administrators' upload as the import page sends it (multipart, progress as
 * server-sent events) to a server on an empty, created database: the server's resident
 * memory before, during and after (docs/performance.md#import-memory).
 */
export async function measureUploadImport(
  csvFile: string,
  env: Record<string, string>,
  port: number,
): Promise<UploadImportResult> {
  // The CLI creates the database and the administrator, as a provider would; its
  // password is printed once on its last line.
  const out = execFileSync(
    tsxBin,
    [path.join(repoRoot, 'apps/server/src/modules/auth/admin-cli.ts'), 'create', ADMIN_EMAIL],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const password = /: (\S+)\s*$/.exec(out)?.[1];
  if (!password) throw new Error(`no password in: ${out}`);

  const server = await startProcess('apps/server/src/main.ts', {
    port,
    env: { ...env, LOAD_DEMO: 'false' },
    readyPath: '/readyz',
  });
  try {
    const login = await fetch(`${server.url}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password }),
    });
    const { token } = (await login.json()) as { token: string };
    const beforeMb = treeRssMb(server.pid);

    const form = new FormData();
    form.append('file', await fs.openAsBlob(csvFile), path.basename(csvFile));
    const peak = sampleRssPeak(server.pid);
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/oxygene/perform/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      body: form,
    });
    const events = await answer.text();
    const seconds = (performance.now() - started) / 1000;
    const peakMb = peak.stop();
    const report = /event: report\ndata: (.*)\n/.exec(events)?.[1];
    if (!report) throw new Error(`no report event: ${events.slice(-500)}`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    return {
      beforeMb,
      peakMb,
      afterMb: treeRssMb(server.pid),
      seconds,
      reportFirstLine: (JSON.parse(report) as string[])[0] ?? '',
    };
  } finally {
    await server.stop();
  }
}
