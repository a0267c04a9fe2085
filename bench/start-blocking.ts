import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@labo/e2e/chromium';
import { chromium } from 'playwright-core';

/** Loads per page: Lighthouse's single run varies two to three times on a shared machine. */
const LOADS = 8;
/** The app takes a page over within this after its load, even on a slow machine. */
const TAKE_OVER_WAIT_MS = 3500;
/** Lighthouse's mobile run counts each task four times its length; beyond 50 ms it blocks. */
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

export interface StartBlocking {
  url: string;
  /** The blocking time Lighthouse would count from the app's start, per load: min, median, max. */
  blockingMs: { min: number; median: number; max: number };
  /** The median load's longest task, as measured. */
  longestTaskMs: number;
}

/**
 * What the app's start costs the main thread, without Lighthouse's instrumentation (which
 * adds its own cost to every request a script makes, docs/performance.md#what-lighthouse-counts-in-a-pages-start):
 * each page loaded LOADS times in Chromium at a phone's width, its tasks traced from the
 * app's first module on, counted as Lighthouse's mobile run counts them.
 */
export async function measureStartBlocking(urls: string[]): Promise<StartBlocking[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads = new Map(
    urls.map((url) => [url, [] as Array<{ blocking: number; longest: number }>]),
  );
  try {
    // Pages alternated, so that a slower moment of the machine falls on all of them.
    for (let round = 0; round < LOADS; round += 1) {
      for (const url of urls) loads.get(url)?.push(await traceStart(browser, url));
    }
  } finally {
    await browser.close();
  }
  return urls.map((url) => {
    const sorted = [...(loads.get(url) ?? [])].sort((a, b) => a.blocking - b.blocking);
    const median = sorted[Math.floor(sorted.length / 2)];
    return {
      url,
      blockingMs: {
        min: Math.round(sorted[0]?.blocking ?? Number.NaN),
        median: Math.round(median?.blocking ?? Number.NaN),
        max: Math.round(sorted.at(-1)?.blocking ?? Number.NaN),
      },
      longestTaskMs: Math.round(median?.longest ?? Number.NaN),
    };
  });
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}

async function traceStart(browser: import('playwright-core').Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
    extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
  });
  try {
    const page = await context.newPage();
    // The browser's session, not the page's: a navigation may move the page to another
    // renderer process, which a page's session does not always trace.
    const cdp = await browser.newBrowserCDPSession();
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,disabled-by-default-devtools.timeline,devtools.timeline,v8.execute',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // No polling from here: Playwright's waits run scripts in the page, tasks of their own.
    await new Promise((resolve) => setTimeout(resolve, TAKE_OVER_WAIT_MS));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    const ready = (await page.locator('html').getAttribute('data-app-ready')) !== null;
    if (!ready) throw new Error(`${url} not taken over ${TAKE_OVER_WAIT_MS} ms after its load`);
    const parse = events.find(
      (event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(url),
    );
    if (!parse) throw new Error(`no parse of ${url} in the trace`);
    const onPageThread = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid;
    const start = Math.min(
      ...events.filter((e) => onPageThread(e) && e.name === 'v8.evaluateModule').map((e) => e.ts),
    );
    const tasks = events
      .filter((e) => onPageThread(e) && e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= start)
      .map((e) => (e.dur ?? 0) / 1000);
    return {
      blocking: tasks.reduce(
        (sum, ms) => sum + Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_FROM_MS),
        0,
      ),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}
