import type { Article } from '@labo/domain/catalog-schemas';
import type { Executor } from '#db/database';
import { type ArticleRow, selectAttachments, selectCampaignLinks } from './article-read-queries';
import { toWireArticle } from './article-wire';

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Wire articles for rows, with their campaigns and pictures in two batched queries;
 * `withDetails` adds the description and documents, as the detail answers do.
 */
export async function wireArticles(
  db: Executor,
  rows: ArticleRow[],
  withDetails: boolean,
  now: Date,
): Promise<Article[]> {
  const ids = rows.map((r) => r.id);
  const [links, files] = await Promise.all([
    selectCampaignLinks(db, ids),
    selectAttachments(db, ids, { picturesOnly: !withDetails }),
  ]);
  const linksByArticle = groupBy(links, (l) => l.articleId);
  const filesByArticle = groupBy(files, (f) => f.articleId);
  return rows.map((row) =>
    toWireArticle(
      row,
      {
        campaigns: linksByArticle.get(row.id) ?? [],
        attachments: filesByArticle.get(row.id) ?? [],
      },
      now,
      withDetails,
    ),
  );
}
