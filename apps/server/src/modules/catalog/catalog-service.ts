import { sortArticles } from '@labo/domain/article-sort';
import type {
  Article,
  ArticleDetail,
  Campaign,
  FlatCategories,
} from '@labo/domain/catalog-schemas';
import { compareLabels } from '@labo/domain/label-order';
import {
  ARTICLE_NOT_FOUND,
  SUB_CATEGORY_NOT_FOUND,
  UNDER_SUB_CATEGORY_NOT_FOUND,
} from '@labo/domain/messages';
import type { SQL } from 'drizzle-orm';
import type { Database } from '#db/database';
import { AnswerCache } from '#http/answer-cache';
import { notFound } from '#http/app-error';
import {
  selectArticles,
  toWireCampaign,
  wireArticles,
} from '#modules/article-read-model/article-read-model-public';
import {
  byId,
  byIds,
  byReference,
  byReferences,
  bySlug,
  bySubCategory,
  byUnderSubCategory,
  featuredOnly,
  selectActiveCampaigns,
  selectVisibleTree,
  subCategoryExists,
  underSubCategoryExists,
} from './catalog-queries';

const byLabel = (a: { label: string }, b: { label: string }) => compareLabels(a.label, b.label);

export class CatalogService {
  /** Serialized public answers, see http/answer-cache.ts. */
  readonly answers = new AnswerCache();

  private readonly forgetters: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
    /** Tells the other server processes on the database (catalog-changes.ts). */
    private readonly announce: () => void = () => {},
  ) {}

  /**
   * Called when an import, a campaign or a media change made by this process alters what
   * the catalogue shows: this process forgets at once, the others when told.
   */
  invalidate(): void {
    this.forget();
    this.announce();
  }

  /**
   * Forgets what this process made from the catalogue: its answers, and what others keep
   * through `onForget` (rendered pages, media lookups). Called on a change here, on a notice
   * from another process, and when a campaign starts or ends.
   */
  forget(): void {
    this.answers.clear();
    for (const forget of this.forgetters) forget();
  }

  onForget(forget: () => void): void {
    this.forgetters.push(forget);
  }

  async getFlatCategories(): Promise<FlatCategories> {
    const { cats, subs, underSubs } = await selectVisibleTree(this.db);
    const liveSubIds = new Set(underSubs.map((u) => u.sub_category_id));
    const liveSubs = subs.filter((s) => liveSubIds.has(s.id));
    const liveCatIds = new Set(liveSubs.map((s) => s.category_id));
    return {
      categories: cats.filter((c) => liveCatIds.has(c.id)).sort(byLabel),
      subCategories: liveSubs.sort(byLabel),
      underSubCategories: underSubs.sort(byLabel),
    };
  }

  async listUnderSubCategoryArticles(id: number): Promise<Article[]> {
    if (!(await underSubCategoryExists(this.db, id))) throw notFound(UNDER_SUB_CATEGORY_NOT_FOUND);
    return this.list(byUnderSubCategory(id));
  }

  async listSubCategoryArticles(id: number): Promise<Article[]> {
    if (!(await subCategoryExists(this.db, id))) throw notFound(SUB_CATEGORY_NOT_FOUND);
    return this.list(bySubCategory(id));
  }

  listFeatured(): Promise<Article[]> {
    return this.list(featuredOnly);
  }

  listByReference(reference: string): Promise<Article[]> {
    return this.list(byReference(reference.trim()));
  }

  /**
   * The articles of a pasted list's references, case aside, withdrawn ones included with
   * soft_deleted "1" (docs/product/cart.md#paste-a-list).
   */
  listByReferences(references: readonly string[]): Promise<Article[]> {
    return this.list(byReferences(references));
  }

  /** Soft-deleted articles still answer, with soft_deleted "1", so carts can purge them. */
  getArticleById(id: number): Promise<ArticleDetail> {
    return this.getOne(byId(id));
  }

  /**
   * The articles of a cart, withdrawn ones included (flagged soft_deleted "1") so that the
   * cart can drop them; unknown ids are absent.
   */
  listByIds(ids: readonly number[]): Promise<Article[]> {
    return this.list(byIds(ids));
  }

  getArticleBySlug(slug: string): Promise<ArticleDetail> {
    return this.getOne(bySlug(slug));
  }

  async listActiveCampaigns(): Promise<Campaign[]> {
    const rows = await selectActiveCampaigns(this.db, this.clock());
    return rows.map(toWireCampaign);
  }

  /**
   * In the lists' default order (docs/product/catalogue.md#article-sort), which the pages show
   * as it comes: the database's order of labels is not the French reading order.
   */
  private async list(where: SQL | undefined): Promise<Article[]> {
    const rows = await selectArticles(this.db, where);
    return sortArticles(await wireArticles(this.db, rows, false, this.clock()));
  }

  private async getOne(where: SQL): Promise<ArticleDetail> {
    const rows = await selectArticles(this.db, where);
    const [article] = await wireArticles(this.db, rows.slice(0, 1), true, this.clock());
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    return {
      ...article,
      description: article.description ?? '',
      pictures: article.pictures ?? [],
      attachments: article.attachments ?? [],
    };
  }
}
