import { articlePath, HOME_PATH, treePath } from '@labo/domain/catalog-paths';
import type { Article, FlatCategories } from '@labo/domain/catalog-schemas';
import { absoluteUrl } from '@labo/domain/site-url';
import type { Executor } from '#db/database';
import {
  countVisibleArticles,
  selectArticleLocations,
  visibleArticleIdBefore,
} from './seo-queries';
import { type SitemapUrl, URLSET_END, URLSET_START, urlElement } from './sitemap-xml';

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Articles read per query while a file is written. */
const ARTICLE_ROWS_PER_QUERY = 10_000;

/** The public pages that are neither catalogue nor article pages. */
const PAGE_PATHS = [HOME_PATH, '/about', '/terms', '/contact/us'];

type Labels = Pick<Article, 'cat_label' | 'sc_label' | 'usc_label'>;

/** The fixed part of the sequence, and the labels of each under-sub-category by id. */
interface TreeUrls {
  fixed: SitemapUrl[];
  labels: ReadonlyMap<number, Labels>;
}

/**
 * The sitemaps (docs/product/search-engines.md#sitemap): one sequence of addresses, the
 * pages, then every category of the three levels, then every visible article in id order,
 * cut into numbered files of at most SITEMAP_MAX_URLS addresses that an index lists.
 */
export class SitemapService {
  constructor(
    private readonly db: Executor,
    private readonly publicUrl: string,
    /** The visible tree, as the catalogue lists it. */
    private readonly categoryTree: () => Promise<FlatCategories>,
  ) {}

  /** The absolute addresses of the numbered files, first to last. */
  async fileUrls(fileUrl: (page: number) => string): Promise<string[]> {
    const total = await this.totalUrls(await this.treeUrls());
    const files = Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
    return Array.from({ length: files }, (_, i) => absoluteUrl(this.publicUrl, fileUrl(i + 1)));
  }

  /**
   * File `page` (from 1) as pieces of XML text to send one after the other, or null past
   * the last file. The articles are read ARTICLE_ROWS_PER_QUERY at a time.
   */
  async file(page: number): Promise<AsyncIterable<string> | null> {
    const tree = await this.treeUrls();
    const start = (page - 1) * SITEMAP_MAX_URLS;
    if (page > 1 && start >= (await this.totalUrls(tree))) return null;
    const fixedPart = tree.fixed.slice(start, start + SITEMAP_MAX_URLS);
    const afterId = await visibleArticleIdBefore(this.db, Math.max(0, start - tree.fixed.length));
    return this.pieces(fixedPart, tree.labels, afterId, SITEMAP_MAX_URLS - fixedPart.length);
  }

  private async totalUrls(tree: TreeUrls): Promise<number> {
    return tree.fixed.length + (await countVisibleArticles(this.db));
  }

  private async *pieces(
    fixedPart: readonly SitemapUrl[],
    labels: TreeUrls['labels'],
    afterId: number | null,
    articleQuota: number,
  ): AsyncGenerator<string> {
    yield URLSET_START + fixedPart.map(urlElement).join('');
    let after = afterId;
    let left = after === null ? 0 : articleQuota;
    while (after !== null && left > 0) {
      const rows = await selectArticleLocations(
        this.db,
        after,
        Math.min(ARTICLE_ROWS_PER_QUERY, left),
      );
      if (rows.length === 0) break;
      // An article moved by an import since the tree was read waits for the next reading.
      yield rows
        .flatMap((row) => {
          const branch = labels.get(row.underSubCategoryId);
          if (!branch) return [];
          const loc = absoluteUrl(this.publicUrl, articlePath({ ...branch, slug: row.slug }));
          return [urlElement({ loc, lastmod: row.updatedAt })];
        })
        .join('');
      left -= rows.length;
      after = rows.at(-1)?.id ?? null;
    }
    yield URLSET_END;
  }

  /** The pages and the categories of the three levels, at their label routes. */
  private async treeUrls(): Promise<TreeUrls> {
    const tree = await this.categoryTree();
    const categories = new Map(tree.categories.map((c) => [c.id, c]));
    const subs = new Map(
      tree.subCategories.flatMap((s) => {
        const category = categories.get(s.category_id);
        return category ? [[s.id, { category, sub: s }] as const] : [];
      }),
    );
    const unders = tree.underSubCategories.flatMap((under) => {
      const parent = subs.get(under.sub_category_id);
      return parent ? [{ ...parent, under }] : [];
    });
    const paths = [
      ...PAGE_PATHS,
      ...tree.categories.map((c) => treePath(c.slug)),
      ...[...subs.values()].map(({ category, sub }) => treePath(category.slug, sub.slug)),
      ...unders.map(({ category, sub, under }) => treePath(category.slug, sub.slug, under.slug)),
    ];
    return {
      fixed: paths.map((path) => ({ loc: absoluteUrl(this.publicUrl, path) })),
      labels: new Map(
        unders.map(({ category, sub, under }) => [
          under.id,
          { cat_label: category.label, sc_label: sub.label, usc_label: under.label },
        ]),
      ),
    };
  }
}
