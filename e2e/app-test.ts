import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` also waits until the app has taken the page over,
 * on every page of the run (those made by `browser.newContext()` too). Pages come rendered
 * from the server (docs/decisions/027-server-rendering.md): their content shows before the
 * scripts have run, and a click, a key or a form sent then would not reach the app. The
 * app marks the document `data-app-ready` once it answers.
 */
export const test = base.extend<{ gotoWaitsForApp: undefined }>({
  gotoWaitsForApp: [
    async ({ page, javaScriptEnabled }, use) => {
      scriptsRun = javaScriptEnabled;
      waitForAppOnGoto(Object.getPrototypeOf(page) as Page);
      await use(undefined);
    },
    { auto: true },
  ],
});

/** Whether the current test's pages run scripts (a test may turn them off). */
let scriptsRun = true;
let patched = false;

function waitForAppOnGoto(pagePrototype: Page) {
  if (patched) return;
  patched = true;
  const goto = pagePrototype.goto;
  pagePrototype.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options);
    const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
    if (scriptsRun && isPage) {
      await this.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
}
