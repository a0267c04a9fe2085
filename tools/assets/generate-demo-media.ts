import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  demoMediaManifest,
  demoMediaSubCategories,
  picturePath,
  renderPicture,
  renderSheet,
} from './demo-media';

// Writes the demo articles' pictures and data sheets, and their manifest, into the folder
// the server's demo seed reads (docs/decisions/021-demo-article-media.md). Deterministic:
// the files are committed and a rerun rewrites the same bytes.
//
//   npm run demo-media -w tools

const mediaDir = fileURLToPath(new URL('../../apps/server/src/demo/media', import.meta.url));

async function write(relative: string, data: Uint8Array | string): Promise<number> {
  const file = path.join(mediaDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return typeof data === 'string' ? Buffer.byteLength(data) : data.length;
}

async function main(): Promise<void> {
  const subCategories = demoMediaSubCategories();
  // A sub-category renamed or dropped must not leave its old files behind.
  await rm(mediaDir, { recursive: true, force: true });
  const manifest = demoMediaManifest(subCategories);
  const jobs = subCategories.flatMap((subCategory) => [
    ...subCategory.shots.map(async (_, index) =>
      write(picturePath(subCategory, index), await renderPicture(subCategory, index)),
    ),
    renderSheet(subCategory).then((pdf) => {
      const sheet = manifest[subCategory.label]?.sheet;
      return pdf && sheet ? write(sheet, pdf) : 0;
    }),
  ]);
  const sizes = await Promise.all([
    ...jobs,
    write('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`),
  ]);
  const entries = Object.values(manifest);
  const pictures = entries.reduce((sum, entry) => sum + entry.pictures.length, 0);
  const sheets = entries.filter((entry) => entry.sheet !== null).length;
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(
    `${entries.length} sub-categories, ${pictures} pictures, ${sheets} data sheets: ${(total / 1024).toFixed(0)} kB in ${path.relative(process.cwd(), mediaDir)}`,
  );
}

await main();
