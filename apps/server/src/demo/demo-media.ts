import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from '@labo/domain/slug';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { selectVisibleArticlesWithSubCategory } from './demo-seed-queries';

// The demo articles' pictures and data sheets (docs/decisions/021-demo-article-media.md),
// drawn by tools/assets and added through the administrators' own media service, so that
// the demo shows what real uploads give: WebP thumbnails and full sizes under hash keys.

const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

const manifestSchema = z.record(
  z.string(),
  z.object({ pictures: z.array(z.string()).min(1), sheet: z.string().nullable() }),
);

/** Of every 4 articles of a sub-category, 3 get a picture; featured ones always do. */
const hasPicture = (rank: number, featured: boolean) => featured || rank % 4 !== 3;
/** Of every 3 articles of a sub-category that has a data sheet, 1 gets it. */
const hasSheet = (rank: number) => rank % 3 === 0;

export async function attachDemoMedia(
  app: FastifyInstance,
): Promise<{ pictures: number; sheets: number }> {
  const manifest = manifestSchema.parse(
    JSON.parse(await readFile(path.join(MEDIA_DIR, 'manifest.json'), 'utf8')),
  );
  const files = new Map<string, Buffer>();
  const bytesOf = async (file: string) => {
    let bytes = files.get(file);
    if (!bytes) {
      bytes = await readFile(path.join(MEDIA_DIR, file));
      files.set(file, bytes);
    }
    return bytes;
  };

  const ranks = new Map<string, number>();
  const counts = { pictures: 0, sheets: 0 };
  for (const article of await selectVisibleArticlesWithSubCategory(app.database.db)) {
    const entry = manifest[article.subCategory];
    if (!entry) continue;
    const rank = ranks.get(article.subCategory) ?? 0;
    ranks.set(article.subCategory, rank + 1);
    if (hasPicture(rank, article.featured)) {
      const picture = entry.pictures[rank % entry.pictures.length] ?? entry.pictures[0];
      if (picture) {
        const file = { bytes: await bytesOf(picture), fileName: path.basename(picture) };
        await app.articleMedia.add(article.id, file, 'picture');
        counts.pictures++;
      }
    }
    if (entry.sheet && hasSheet(rank)) {
      const fileName = `fiche-technique-${slugify(article.subCategory)}.pdf`;
      await app.articleMedia.add(
        article.id,
        { bytes: await bytesOf(entry.sheet), fileName },
        'document',
      );
      counts.sheets++;
    }
  }
  return counts;
}
