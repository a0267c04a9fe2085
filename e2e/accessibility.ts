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
  // A transition may also start while axe reads the page (a notice's timer ends, the
  // snackbar fades out): then what it read is read again, once the page is still.
  for (let attempt = 1; ; attempt++) {
    await waitForStillPage(page);
    await page.evaluate(watchMotion);
    const results = await scope(new AxeBuilder({ page }).withTags(WCAG_TAGS)).analyze();
    if (!(await page.evaluate(motionSeen)) || attempt === 3) {
      return results.violations.map(describe);
    }
  }
}

/** Starts noting whether any transition or animation starts on the page. */
function watchMotion() {
  const root = document.documentElement;
  root.dataset.motionSeen = 'false';
  const seen = () => {
    root.dataset.motionSeen = 'true';
  };
  for (const type of ['transitionstart', 'animationstart']) {
    document.addEventListener(type, seen, { capture: true, once: true });
  }
}

/** Whether a transition or animation started since watchMotion. */
function motionSeen() {
  return document.documentElement.dataset.motionSeen === 'true';
}
