import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * The WCAG levels the shop meets: A and AA of 2.0, 2.1 and 2.2
 * (docs/product/look-and-feel.md#quality-bar).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/** A violation named by rule, impact and the elements that break it. */
function describe(violation: Result) {
  return {
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  };
}

/**
 * Every violation of the WCAG rules, whatever its impact, once the page is still; `scope`
 * narrows the check (a part of the page). The one check every journey runs.
 */
export async function accessibilityViolations(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
) {
  await waitForStillPage(page);
  const results = await scope(new AxeBuilder({ page }).withTags(WCAG_TAGS)).analyze();
  return results.violations.map(describe);
}
