import { buildArticleSearchText } from '@labo/domain/search-text';
import { slugify } from '@labo/domain/slug';
import { type Database, firstRow } from '#db/database';
import {
  articles,
  categories,
  salesCampaignArticles,
  salesCampaigns,
  subCategories,
  underSubCategories,
} from '#db/schema';

// Small hand-made catalogues for API tests, inserted directly so that the catalogue
// routes are tested independently of the importer.

export async function insertTree(db: Database, path: [string, string, string]) {
  const [cat, sub, under] = path;
  const c = firstRow(
    await db
      .insert(categories)
      .values({ label: cat, slug: slugify(cat) })
      .onConflictDoUpdate({ target: categories.label, set: { label: cat } })
      .returning(),
  );
  const s = firstRow(
    await db
      .insert(subCategories)
      .values({ categoryId: c.id, label: sub, slug: slugify(sub) })
      .onConflictDoUpdate({
        target: [subCategories.categoryId, subCategories.label],
        set: { label: sub },
      })
      .returning(),
  );
  const u = firstRow(
    await db
      .insert(underSubCategories)
      .values({ subCategoryId: s.id, label: under, slug: slugify(under) })
      .onConflictDoUpdate({
        target: [underSubCategories.subCategoryId, underSubCategories.label],
        set: { label: under },
      })
      .returning(),
  );
  return { categoryId: c.id, subCategoryId: s.id, underSubCategoryId: u.id };
}

interface ArticleInput {
  crmId: string;
  label: string;
  underSubCategoryId: number;
  basePriceCents?: number;
  vatBasisPoints?: number;
  brandName?: string;
  conditionnement?: string;
  description?: string;
  featured?: boolean;
  softDeleted?: boolean;
}

export async function insertArticle(db: Database, input: ArticleInput) {
  const row = firstRow(
    await db
      .insert(articles)
      .values({
        crmId: input.crmId,
        label: input.label,
        description: input.description ?? '',
        brandName: input.brandName ?? 'Duran',
        conditionnement: input.conditionnement ?? 'Unité',
        basePriceCents: input.basePriceCents ?? 1250,
        vatBasisPoints: input.vatBasisPoints ?? 2000,
        underSubCategoryId: input.underSubCategoryId,
        slug: slugify(`${input.label} ${input.crmId}`),
        searchText: buildArticleSearchText({
          crmId: input.crmId,
          label: input.label,
          brandName: input.brandName ?? 'Duran',
          conditionnement: input.conditionnement ?? 'Unité',
        }),
        featured: input.featured ?? false,
        softDeleted: input.softDeleted ?? false,
      })
      .returning(),
  );
  return row;
}

export async function insertCampaign(
  db: Database,
  input: { title: string; percentage: number; startAt: Date; endAt: Date; articleIds: number[] },
) {
  const campaign = firstRow(
    await db
      .insert(salesCampaigns)
      .values({
        title: input.title,
        percentage: input.percentage,
        startAt: input.startAt,
        endAt: input.endAt,
      })
      .returning(),
  );
  if (input.articleIds.length > 0) {
    await db
      .insert(salesCampaignArticles)
      .values(input.articleIds.map((articleId) => ({ campaignId: campaign.id, articleId })));
  }
  return campaign;
}
