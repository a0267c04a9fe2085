import { openPglite } from './database';

// The child of createPgliteOutOfProcess (pglite-creation.ts): creates and migrates the
// embedded database in the folder given, then exits, giving its memory back.
const [dataDir] = process.argv.slice(2);
if (!dataDir) process.exit(2);
const handle = await openPglite({ dataDir });
await handle.close();
process.exit(0);
