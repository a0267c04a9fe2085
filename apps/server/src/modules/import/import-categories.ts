import type { Executor } from '#db/database';
import {
  insertCategories,
  insertSubCategories,
  insertUnderSubCategories,
  selectCategoryTree,
} from './import-queries';
import { categorySlugBase, firstFreeSlug } from './import-slugs';
import type { CategoryPath } from './oxygene-line';

// docs/product/import.md#meaning-of-an-import: categories are matched by label path and
// created when new; existing ones keep their id and slug. The tree is small (hundreds
// of nodes), so it is held in memory for the whole import and new nodes are inserted
// level by level, once per chunk of articles.

interface Level {
  /** `${parentId}\u0000${label}` (parent 0 for top categories) → id */
  ids: Map<string, number>;
  /** parentId → slugs used under it */
  slugs: Map<number, Set<string>>;
}

const key = (parentId: number, label: string) => `${parentId}\u0000${label}`;

function newLevel(): Level {
  return { ids: new Map(), slugs: new Map() };
}

function remember(level: Level, parentId: number, label: string, id: number, slug: string): void {
  level.ids.set(key(parentId, label), id);
  const slugs = level.slugs.get(parentId) ?? new Set<string>();
  slugs.add(slug);
  level.slugs.set(parentId, slugs);
}

type Insert = (
  ex: Executor,
  rows: { parentId: number; label: string; slug: string }[],
) => Promise<{ id: number; parentId: number; label: string }[]>;

const TOP = 0;

const insertTop: Insert = async (ex, rows) =>
  (
    await insertCategories(
      ex,
      rows.map(({ label, slug }) => ({ label, slug })),
    )
  ).map((r) => ({
    ...r,
    parentId: TOP,
  }));

export class CategoryTree {
  /** Categories of all three levels created by this import. */
  created = 0;
  private readonly levels: [Level, Level, Level] = [newLevel(), newLevel(), newLevel()];

  static async load(ex: Executor): Promise<CategoryTree> {
    const tree = new CategoryTree();
    const { cats, subs, unders } = await selectCategoryTree(ex);
    const [top, sub, under] = tree.levels;
    for (const c of cats) remember(top, TOP, c.label, c.id, c.slug);
    for (const s of subs) remember(sub, s.parentId, s.label, s.id, s.slug);
    for (const u of unders) remember(under, u.parentId, u.label, u.id, u.slug);
    return tree;
  }

  /** Creates the nodes these paths need that do not exist yet: three statements at most. */
  async ensure(ex: Executor, paths: readonly CategoryPath[]): Promise<void> {
    const inserts: Insert[] = [insertTop, insertSubCategories, insertUnderSubCategories];
    for (let depth = 0; depth < 3; depth++) {
      const level = this.levels[depth] as Level;
      const wanted = new Map<string, { parentId: number; label: string; slug: string }>();
      for (const path of paths) {
        const parentId = depth === 0 ? TOP : this.idAt(path, depth - 1);
        const label = path[depth] as string;
        const k = key(parentId, label);
        if (level.ids.has(k) || wanted.has(k)) continue;
        const used = level.slugs.get(parentId) ?? new Set<string>();
        level.slugs.set(parentId, used);
        const slug = firstFreeSlug(categorySlugBase(label), (s) => used.has(s), {
          topLevel: depth === 0,
        });
        used.add(slug);
        wanted.set(k, { parentId, label, slug });
      }
      if (wanted.size === 0) continue;
      const insert = inserts[depth] as Insert;
      for (const row of await insert(ex, [...wanted.values()])) {
        level.ids.set(key(row.parentId, row.label), row.id);
      }
      this.created += wanted.size;
    }
  }

  /** The under-sub-category of a path that ensure() has seen. */
  underSubCategoryId(path: CategoryPath): number {
    return this.idAt(path, 2);
  }

  private idAt(path: CategoryPath, depth: number): number {
    let parentId = TOP;
    for (let d = 0; d <= depth; d++) {
      const id = (this.levels[d] as Level).ids.get(key(parentId, path[d] as string));
      if (id === undefined) throw new Error(`Category path not ensured: ${path.join(' > ')}`);
      parentId = id;
    }
    return parentId;
  }
}
