import { afterEach, describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics';

type QueueWindow = Window & { _paq?: unknown[][] };

function matomoScripts() {
  return [...document.querySelectorAll('script')].filter((script) =>
    script.src.endsWith('/matomo.js'),
  );
}

afterEach(() => {
  for (const script of matomoScripts()) script.remove();
  delete (window as QueueWindow)._paq;
});

describe('analytics', () => {
  it('does nothing and loads no script when no Matomo is configured', () => {
    const analytics = createAnalytics(null);

    analytics.trackPageView('http://localhost/home', 'Accueil');

    expect(matomoScripts()).toHaveLength(0);
    expect((window as QueueWindow)._paq).toBeUndefined();
  });

  it('sends page views to the configured Matomo without cookies, loading its script once', () => {
    const analytics = createAnalytics({ url: 'https://stats.example.org', siteId: '3' });
    expect(matomoScripts()).toHaveLength(0);

    analytics.trackPageView('http://localhost/home', 'Accueil');
    analytics.trackPageView('http://localhost/verrerie', 'Verrerie');

    const scripts = matomoScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://stats.example.org/matomo.js');
    expect(scripts[0]?.async).toBe(true);
    expect((window as QueueWindow)._paq).toEqual([
      // Consent-exempt set-up: cookies off before the first hit.
      ['disableCookies'],
      ['setTrackerUrl', 'https://stats.example.org/matomo.php'],
      ['setSiteId', '3'],
      ['setCustomUrl', 'http://localhost/home'],
      ['setDocumentTitle', 'Accueil'],
      ['trackPageView'],
      ['setReferrerUrl', 'http://localhost/home'],
      ['setCustomUrl', 'http://localhost/verrerie'],
      ['setDocumentTitle', 'Verrerie'],
      ['trackPageView'],
    ]);
  });
});
