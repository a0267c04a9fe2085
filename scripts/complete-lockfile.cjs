// Adds Biome's other-platform binaries to package-lock.json. The registry this project
// installs from serves only the linux-x64 and linux-arm64 builds, so `npm install` leaves
// the other optional platform packages out of the lock file, and `npm ci` then refuses the
// lock as out of sync (npm/cli#4828). Run `node scripts/complete-lockfile.cjs` after any
// `npm install` that rewrites the lock file; `.ci/run` relies on `npm ci`.
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
const platforms = {
  'android-arm64': ['android', 'arm64'],
  'android-x64': ['android', 'x64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'win32-arm64': ['win32', 'arm64'],
  'win32-x64': ['win32', 'x64'],
};
let added = 0;
for (const [name, [os, cpu, libc]] of Object.entries(platforms)) {
  const key = `node_modules/@biomejs/cli-${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: biome.version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    engines: { node: '>=14.21.3' },
  };
  added++;
}
const order = Object.keys(lock.packages).sort((a, b) =>
  a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1,
);
lock.packages = Object.fromEntries(order.map((key) => [key, lock.packages[key]]));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} Biome platform entries added`);
