import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` and `page.reload` also wait until the app has taken
 * the page over, on every page of the run (those made by `browser.newContext()` too). Pages
 * come rendered from the server (docs/decisions/027-server-rendering.md): their content shows
 * before the scripts have run, and a click, a key or a form sent then would not reach the
 * app. The app marks the document `data-app-ready` once it answers.
 */
export const test = base.extend<{ gotoWaitsForApp: undefined }>({
  gotoWaitsForApp: [
    async ({ page, javaScriptEnabled }, use) => {
      scriptsRun = javaScriptEnabled;
      waitForAppOnLoad(Object.getPrototypeOf(page) as Page);
      await use(undefined);
    },
    { auto: true },
  ],
});

/** Whether the current test's pages run scripts (a test may turn them off). */
let scriptsRun = true;
let patched = false;

function waitForAppOnLoad(pagePrototype: Page) {
  if (patched) return;
  patched = true;
  const { goto, reload } = pagePrototype;
  pagePrototype.goto = async function (this: Page, url, options) {
    return appReady(this, await goto.call(this, url, options));
  };
  pagePrototype.reload = async function (this: Page, options) {
    return appReady(this, await reload.call(this, options));
  };
}

/** Waits for the app to take over the page a load gave, when it is one of the app's pages. */
async function appReady(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  if (scriptsRun && isPage) {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  }
  return response;
}
