import { buildArticleSearchText } from '@labo/domain/search-text';
import type { Executor } from '#db/database';
import type { CategoryTree } from './import-categories';
import {
  type ImportedArticleValues,
  insertArticles,
  type StoredArticle,
  selectArticlesByCrmIds,
  selectTakenArticleSlugs,
  updateArticles,
} from './import-queries';
import type { ImportSummary } from './import-report';
import { articleSlugBase, slugCandidate, slugFitsBase } from './import-slugs';
import type { ArticleLine } from './oxygene-line';

export type ArticleCounts = Pick<
  ImportSummary,
  'created' | 'updated' | 'unchanged' | 'withdrawn' | 'restored'
>;

// Compared one by one to decide "updated" or "unchanged" (docs/product/import.md#the-answer).
// soft_deleted is counted apart, as withdrawn or restored.
const COMPARED: readonly (keyof ImportedArticleValues)[] = [
  'crmSecondaryId',
  'label',
  'description',
  'brandName',
  'conditionnement',
  'basePriceCents',
  'vatBasisPoints',
  'underSubCategoryId',
  'searchText',
];

interface PendingSlug {
  base: string;
  attempt: number;
  assign: (slug: string) => void;
}

/**
 * Writes one chunk of valid lines: one query for the stored rows, one per round of slug
 * checks (one round unless slugs collide), one INSERT and one UPDATE. Unchanged articles
 * are not written at all, so a re-import of the same file mostly reads.
 */
export async function writeArticleChunk(
  ex: Executor,
  lines: readonly ArticleLine[],
  tree: CategoryTree,
  counts: ArticleCounts,
): Promise<void> {
  await tree.ensure(
    ex,
    lines.map((l) => l.categoryPath),
  );
  const stored = new Map(
    (
      await selectArticlesByCrmIds(
        ex,
        lines.map((l) => l.crmId),
      )
    ).map((row) => [row.crmId, row]),
  );
  const toInsert: ImportedArticleValues[] = [];
  const toUpdate: StoredArticle[] = [];
  const pendingSlugs: PendingSlug[] = [];

  for (const line of lines) {
    const wanted = importedValues(line, tree);
    const base = articleSlugBase(line.label, line.crmId);
    const current = stored.get(line.crmId);
    if (!current) {
      counts.created++;
      if (line.withdrawn) counts.withdrawn++;
      toInsert.push(wanted);
      pendingSlugs.push({ base, attempt: 1, assign: (slug) => (wanted.slug = slug) });
      continue;
    }
    const next: StoredArticle = { ...wanted, id: current.id, slug: current.slug };
    const needsSlug = !slugFitsBase(current.slug, base);
    const changed = needsSlug || COMPARED.some((k) => next[k] !== current[k]);
    if (changed) counts.updated++;
    else counts.unchanged++;
    if (next.softDeleted && !current.softDeleted) counts.withdrawn++;
    if (!next.softDeleted && current.softDeleted) counts.restored++;
    if (changed || next.softDeleted !== current.softDeleted) toUpdate.push(next);
    if (needsSlug) pendingSlugs.push({ base, attempt: 1, assign: (slug) => (next.slug = slug) });
  }

  await assignArticleSlugs(ex, pendingSlugs);
  await insertArticles(ex, toInsert);
  await updateArticles(ex, toUpdate);
}

function importedValues(line: ArticleLine, tree: CategoryTree): ImportedArticleValues {
  return {
    crmId: line.crmId,
    crmSecondaryId: line.crmSecondaryId,
    label: line.label,
    description: line.description,
    brandName: line.brandName,
    conditionnement: line.conditionnement,
    basePriceCents: line.basePriceCents,
    vatBasisPoints: line.vatBasisPoints,
    underSubCategoryId: tree.underSubCategoryId(line.categoryPath),
    slug: '',
    searchText: buildArticleSearchText(line),
    softDeleted: line.withdrawn,
  };
}

/**
 * Unique slugs for a chunk: base, then base-2, base-3… Candidates are checked against
 * the database in one query per round (earlier chunks are already written in this
 * transaction) and against the chunk itself. The reference is part of the base, so a
 * collision, and a second round, is rare.
 */
async function assignArticleSlugs(ex: Executor, pending: PendingSlug[]): Promise<void> {
  const usedInChunk = new Set<string>();
  let round = pending;
  while (round.length > 0) {
    const taken = await selectTakenArticleSlugs(ex, [
      ...new Set(round.map((p) => slugCandidate(p.base, p.attempt))),
    ]);
    const retry: PendingSlug[] = [];
    for (const p of round) {
      const candidate = slugCandidate(p.base, p.attempt);
      if (taken.has(candidate) || usedInChunk.has(candidate)) {
        p.attempt++;
        retry.push(p);
      } else {
        usedInChunk.add(candidate);
        p.assign(candidate);
      }
    }
    round = retry;
  }
}
