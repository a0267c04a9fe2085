import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@labo/e2e/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Ids of the accessibility audits that failed, to know what keeps the score under 100. */
  accessibilityFailures: string[];
  /**
   * Lighthouse's own measure of this machine's CPU: its mobile run slows the CPU four times
   * whatever the machine, so the blocking time of one build grows as this index falls
   * (docs/performance.md#latest-figures).
   */
  benchmarkIndex: number;
}

/** Lighthouse in its default mobile emulation, one Chromium for all pages. */
export async function auditPages(urls: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    // Without a system Chromium, the one `npx playwright install chromium` put in place.
    chromePath: CHROMIUM_PATH ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const scores: LighthouseScores[] = [];
  try {
    for (const url of urls) {
      const result = await auditOnce(url, chrome.port);
      const { categories, audits } = result.lhr;
      scores.push({
        url,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls:
          Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
        accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

/** Runs that ended with a runtime error are run again, this many times at most. */
const RUNTIME_ERROR_RETRIES = 2;

/**
 * One page's audit. Lighthouse sometimes fails to record its own trace (NO_NAVSTART, "run
 * Lighthouse again"): that run has no figures, so the page is audited again.
 */
async function auditOnce(url: string, port: number) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === RUNTIME_ERROR_RETRIES) return result;
  }
}
