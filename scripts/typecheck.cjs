// `npm run typecheck`: tsc on each workspace, as many at once as the machine has cores, each
// keeping what it learnt in node_modules/.cache/tsc so that the next run checks only what
// changed (docs/stack-notes.md#test-speed). `node scripts/typecheck.cjs apps/web bench` checks
// those workspaces only (npm run test:fast). Exits non-zero when any check fails.
const { spawn } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');
// Longest first, so that the last one to start is a short one.
const ALL = ['apps/web', 'apps/server', 'bench', 'tools', 'e2e', 'packages/domain'];
// TypeScript 7's command line (decision 038); its package exports no path to it.
const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

function check(workspace) {
  const buildInfo = path.join(
    root,
    'node_modules',
    '.cache',
    'tsc',
    `${workspace.replaceAll('/', '-')}.tsbuildinfo`,
  );
  const args = [tsc, '-p', workspace, '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // One workspace's output at a time, whole, not interleaved with another's.
      process.stdout.write(`tsc -p ${workspace}: ${code === 0 ? 'ok' : 'failed'}\n${output}`);
      resolve(code === 0);
    });
  });
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((workspace) => !ALL.includes(workspace));
  if (unknown.length > 0) throw new Error(`not a workspace: ${unknown.join(', ')}`);
  const queue = asked.length > 0 ? [...asked] : [...ALL];
  let failed = false;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (!(await check(next))) failed = true;
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 2;
});
