import { test as base } from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` also waits until the app has taken the page over.
 * Pages come rendered from the server (docs/decisions/027-server-rendering.md): their
 * content shows before the scripts have run, and a click or key sent then would do
 * nothing. The app marks the document `data-app-ready` once it answers.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (javaScriptEnabled && isPage) {
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
