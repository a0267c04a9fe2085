import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no transition or animation runs on the page, endless ones (a spinner)
 * aside. axe reads colours as they are drawn: a snackbar or a field's label caught
 * mid-fade failed the contrast rule (once in five runs of the quote journey).
 */
async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/** axe's results once the page is still; `scope` narrows the check (a part, some rules). */
export async function analyzeStillPage(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
) {
  await waitForStillPage(page);
  return scope(new AxeBuilder({ page })).analyze();
}

/** The serious and critical violations of the still page, named by rule and element. */
export async function blockingViolations(page: Page, scope?: (builder: AxeBuilder) => AxeBuilder) {
  const results = await analyzeStillPage(page, scope);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
