import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Analytics } from './analytics';
import { appAnalytics } from './app-analytics';

/**
 * Sends one page view per location: every page view is sent
 * (docs/product/catalogue.md#page-shell). The view is sent on the next task so that a
 * redirect made on mount (/ to /home, /c/{id} once resolved) replaces the location first
 * and counts once, and the page has set its title.
 */
export function usePageViewTracking(analytics: Analytics = appAnalytics) {
  const location = useLocation();
  const locationKey = `${location.pathname}${location.search}`;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      analytics.trackPageView(`${window.location.origin}${locationKey}`, document.title);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [analytics, locationKey]);
}
