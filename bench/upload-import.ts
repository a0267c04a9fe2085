import fs from 'node:fs';
import path from 'node:path';
import { adminToken, createAdminAccount } from './admin-account';
import { sampleRssPeak, treeRssMb } from './process-memory';
import { startProcess } from './server-process';

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
  const password = createAdminAccount(ADMIN_EMAIL, env);

  const server = await startProcess('apps/server/src/main.ts', {
    port,
    env: { ...env, LOAD_DEMO: 'false' },
    readyPath: '/readyz',
  });
  try {
    const token = await adminToken(server.url, ADMIN_EMAIL, password);
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
