import createCache, { type EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { EMOTION_KEY } from './hydration-keys';

/**
 * The name the server's critical rules go under instead of the cache's key: Emotion's
 * caches take the style elements of their key over by moving them, and a moved style
 * element is a style sheet the browser drops, reads again and restyles the whole page for
 * (docs/decisions/027-server-rendering.md). Global styles keep Emotion's own name, which
 * their components look their element up by.
 */
const SERVED_KEY = `${EMOTION_KEY}-served`;

/**
 * The server's critical styles as style elements, all marked `data-s`: Emotion's default
 * cache, made when its module loads, moves every unmarked one to the end of the head.
 */
export function serverStyleTags(critical: EmotionCriticalToChunks): string {
  return critical.styles
    .map(({ key, ids, css }) => {
      const name = key === EMOTION_KEY ? SERVED_KEY : key;
      return `<style data-emotion="${[name, ...ids].join(' ')}" data-s="">${css}</style>`;
    })
    .join('');
}

/**
 * The browser's cache: it knows the server's rules as inserted, and leaves their element
 * where it is. Rules the page needs later go into elements of its own, after it.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const served = document.head.querySelector(`style[data-emotion^="${SERVED_KEY} "]`);
  for (const id of served?.getAttribute('data-emotion')?.split(' ').slice(1) ?? []) {
    cache.inserted[id] = true;
  }
  return cache;
}
