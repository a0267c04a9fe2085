// `npm run test:fast`: lint, types and unit tests of what a change touched, against the point
// where the branch left main (`git merge-base HEAD origin/main`, else `main`) plus the
// uncommitted and untracked files. Types: the touched workspaces and those that import them;
// tests: Vitest's --changed, the test files that import a changed file. `npm test` remains the
// check before a merge (docs/stack-notes.md#test-speed).
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** Which workspaces import which (package.json dependencies on @labo/*). */
const IMPORTED_BY = {
  'packages/domain': ['apps/server', 'apps/web', 'bench', 'tools'],
  'apps/web': ['tools'],
  'apps/server': ['bench'],
  tools: ['bench'],
  e2e: ['bench'],
  bench: [],
};
const WORKSPACES = Object.keys(IMPORTED_BY);

function base() {
  for (const ref of ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', ref).trim();
    } catch {}
  }
  return 'HEAD';
}

function changedFiles(since) {
  const listed = [
    git('diff', '--name-only', since),
    git('ls-files', '--others', '--exclude-standard'),
  ].join('\n');
  return [...new Set(listed.split('\n').filter(Boolean))];
}

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
}

const since = base();
const files = changedFiles(since);
console.log(`test:fast: ${files.length} file(s) changed since ${since.slice(0, 12)}`);
if (files.length === 0) process.exit(0);

const touched = new Set();
let everything = false;
for (const file of files) {
  const workspace = WORKSPACES.find((name) => file.startsWith(`${name}/`));
  if (workspace) touched.add(workspace);
  // The root's configuration (package.json, tsconfig.base.json, the lock file…) is everyone's.
  else if (!file.endsWith('.md')) everything = true;
}
const toCheck = new Set(everything ? WORKSPACES : []);
for (const workspace of touched) {
  toCheck.add(workspace);
  for (const dependent of IMPORTED_BY[workspace]) toCheck.add(dependent);
}

const existing = files.filter((file) => fs.existsSync(path.join(root, file)));
let ok = run('npx', ['biome', 'check', '--no-errors-on-unmatched', ...existing]);
if (toCheck.size > 0) ok = run('node', ['scripts/typecheck.cjs', ...toCheck]) && ok;
ok = run('npx', ['vitest', 'run', '--changed', since, '--passWithNoTests']) && ok;
process.exitCode = ok ? 0 : 1;
