import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, tsxBin } from './server-process';

/** What import-child.ts reports of one import, run in a process of its own. */
interface ImportRun {
  applied: boolean;
  seconds: number;
  peakRssMb: number;
  summary: Record<string, number>;
  leaf: { id: number; n: number };
  articleSlug: string;
}

export function runImport(file: string, env: Record<string, string>): ImportRun {
  const out = execFileSync(tsxBin, [path.join(repoRoot, 'bench/import-child.ts'), file], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = out.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(last) as ImportRun;
}
