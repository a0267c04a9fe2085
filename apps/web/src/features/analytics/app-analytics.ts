import { env } from '#config/env.ts';
import { createAnalytics } from './analytics';

/** The app's one analytics instance, configured from env (VITE_MATOMO_URL, VITE_MATOMO_SITE_ID). */
export const appAnalytics = createAnalytics(env.matomo);
