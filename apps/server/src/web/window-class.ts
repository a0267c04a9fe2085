import type { IncomingHttpHeaders } from 'node:http';

/** The kinds of window the web app lays a page out for on the server (its use-window-width.ts). */
export type WindowClass = 'phone' | 'desktop';

/**
 * Headers that tell a phone: the client hint Chromium browsers send with every request,
 * else the user agent, where every phone browser writes "Mobi" and no desktop one does.
 * Pages vary by them (docs/decisions/027-server-rendering.md).
 */
export const WINDOW_CLASS_HEADERS = 'sec-ch-ua-mobile, user-agent';

/** The window a page is laid out for: a phone's, or a desktop's for every other one. */
export function windowClassOf(headers: IncomingHttpHeaders): WindowClass {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /Mobi/.test(headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}
