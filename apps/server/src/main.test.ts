import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The address the server logs once it listens (Fastify's "Server listening at" line):
 * waiting for that line rather than polling a port leaves nothing to timing.
 */
function listeningAddress(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const address = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

describe('server process', () => {
  it('starts on an empty folder, then stops cleanly on SIGTERM and frees the database', {
    timeout: 120_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-main-'));
    // As `npm start` runs it: node itself with tsx as a loader, so the signal reaches the
    // server. Through tsx's CLI a relay process stood between, and under load it ended
    // with the signal (143) before the server's own handler had run.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        // Any free port: the server says which.
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOAD_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      const address = await listeningAddress(child);
      expect((await fetch(`${address}/readyz`)).status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      child.kill('SIGTERM');
      expect(await exited, stderr).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
