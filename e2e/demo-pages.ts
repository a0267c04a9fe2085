import { articlePath, subCategoryPath } from '@labo/domain/catalog-paths';
import type {
  Article,
  FlatCategories,
  FlatCategory,
  FlatSubCategory,
  FlatUnderSubCategory,
} from '@labo/domain/catalog-schemas';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Addresses of the demo catalogue's pages, read from the API rather than hard-coded. */
export type DemoPages = {
  categoryLabel: string;
  subCategoryLabel: string;
  /** A sub-category's article list. */
  list: string;
  article: string;
  articleLabel: string;
};

/** The first category of the menu, its first sub-category and that list's first article. */
export async function demoPages(request: APIRequestContext): Promise<DemoPages> {
  const flat = (await (await request.get('/exposed/categories/flat')).json()) as FlatCategories;
  const category = flat.categories[0];
  const subCategory = flat.subCategories.find((item) => item.category_id === category?.id);
  if (!category || !subCategory) throw new Error('demo catalogue missing');
  const articles = (await (
    await request.get(`/exposed/sub/category/${subCategory.id}/articles`)
  ).json()) as Article[];
  const article = articles[0];
  if (!article) throw new Error(`no article under ${subCategory.label}`);
  return {
    categoryLabel: category.label,
    subCategoryLabel: subCategory.label,
    list: subCategoryPath(category.label, subCategory.label),
    article: articlePath(article),
    articleLabel: article.label,
  };
}

/** Opens the article page and puts the article in the quote cart, as a visitor would. */
export async function addArticleToCart(page: Page, pages: DemoPages): Promise<void> {
  await page.goto(pages.article);
  await page.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();
  await expect(page.getByRole('link', { name: /^Mon devis \d+ articles?$/ })).toBeVisible();
}

/** The page's main heading once shown: the sign that a page has rendered. */
export async function pageShown(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** A leaf of the demo catalogue, its two levels above, and its first article. */
export type DemoLeaf = {
  category: FlatCategory;
  subCategory: FlatSubCategory;
  underSubCategory: FlatUnderSubCategory;
  article: Article;
};

/** The first leaf under the Verrerie category (the first category when it has none). */
export async function demoLeaf(request: APIRequestContext): Promise<DemoLeaf> {
  const flat = (await (await request.get('/exposed/categories/flat')).json()) as FlatCategories;
  const category = flat.categories.find((item) => item.slug === 'verrerie') ?? flat.categories[0];
  const subCategory = flat.subCategories.find((item) => item.category_id === category?.id);
  const underSubCategory = flat.underSubCategories.find(
    (item) => item.sub_category_id === subCategory?.id,
  );
  if (!category || !subCategory || !underSubCategory) throw new Error('demo catalogue missing');
  const articles = (await (
    await request.get(`/exposed/under/sub/category/${underSubCategory.id}/articles`)
  ).json()) as Article[];
  const article = articles[0];
  if (!article) throw new Error(`no article under ${underSubCategory.label}`);
  return { category, subCategory, underSubCategory, article };
}
