import type { MatomoConfig } from '#config/env.ts';

/**
 * Every page view of the app goes through this one module
 * (docs/product/catalogue.md#page-shell).
 */
export type Analytics = {
  trackPageView: (url: string, title: string) => void;
};

/** Matomo's command queue: the tracker script reads it when it arrives, then replaces it. */
type MatomoQueue = { push: (command: unknown[]) => unknown };
type MatomoWindow = Window & { _paq?: MatomoQueue };

const noAnalytics: Analytics = { trackPageView: () => {} };

/**
 * With no Matomo configured nothing is sent and no script is loaded: no third-party script
 * without configuration (docs/decisions/007-preact-compat-and-zod-free-first-page.md). With
 * one, page views go to that self-hosted Matomo in its consent-exempt setup:
 * `disableCookies` before anything else, so the visitor needs no cookie banner (CNIL
 * exemption; IP anonymisation and the short retention it also requires are settings of the
 * Matomo server).
 */
export function createAnalytics(
  config: MatomoConfig | null,
  // globalThis: the server renderer loads this module too, where no window exists.
  targetWindow: Window = globalThis.window,
): Analytics {
  if (!config) return noAnalytics;

  const baseUrl = config.url.endsWith('/') ? config.url : `${config.url}/`;
  const { siteId } = config;
  const matomoWindow = targetWindow as MatomoWindow;
  let started = false;
  let previousUrl: string | null = null;

  // The script loads with the first page view, not at import: tests and the first paint
  // do not pay for it.
  function start(): MatomoQueue {
    const queue: MatomoQueue = matomoWindow._paq ?? ([] as unknown[][]);
    matomoWindow._paq = queue;
    if (!started) {
      started = true;
      queue.push(['disableCookies']);
      queue.push(['setTrackerUrl', `${baseUrl}matomo.php`]);
      queue.push(['setSiteId', siteId]);
      const script = targetWindow.document.createElement('script');
      script.async = true;
      script.src = `${baseUrl}matomo.js`;
      targetWindow.document.head.append(script);
    }
    return queue;
  }

  return {
    trackPageView(url, title) {
      const queue = start();
      // A single-page app must tell Matomo the URL and referrer itself (Matomo's SPA guide).
      if (previousUrl) queue.push(['setReferrerUrl', previousUrl]);
      queue.push(['setCustomUrl', url]);
      queue.push(['setDocumentTitle', title]);
      queue.push(['trackPageView']);
      previousUrl = url;
    },
  };
}
