import createCache, { type EmotionCache } from '@emotion/cache';
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
 * Every rule the server's render inserted, as style elements all marked `data-s` (Emotion's
 * default cache, made when its module loads, moves every unmarked one to the end of the head):
 * global styles one element each, under their own name, then the others in one. Not only the
 * rules of the classes in the page, as Emotion's critical extraction gives: a styled
 * component over another (MUI's Button over ButtonBase) inserts a class of its own styles
 * that no element carries, and the browser would compute and insert each of those again
 * while taking the page over (docs/decisions/027-server-rendering.md, "Styles").
 */
export function serverStyleTags(cache: Pick<EmotionCache, 'key' | 'inserted' | 'registered'>) {
  const tag = (name: string, ids: string[], css: string) =>
    `<style data-emotion="${[name, ...ids].join(' ')}" data-s="">${css}</style>`;
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    // A server's cache holds each rule's text; `true` marks a rule it did not write.
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(tag(`${cache.key}-global`, [id], rules));
    } else {
      ids.push(id);
      css += rules;
    }
  }
  return globals.join('') + tag(SERVED_KEY, ids, css);
}

/**
 * The browser's cache: it knows the server's rules as inserted, and leaves their element
 * where it is. Rules the page needs later go into elements of its own, after it.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  cache.sheet = inPlaceSheet(cache.sheet);
  const served = document.head.querySelector(`style[data-emotion^="${SERVED_KEY} "]`);
  for (const id of served?.getAttribute('data-emotion')?.split(' ').slice(1) ?? []) {
    cache.inserted[id] = true;
  }
  return cache;
}

type StyleSheet = EmotionCache['sheet'];
type StyleSheetOptions = Pick<StyleSheet, 'key' | 'container'> & {
  nonce?: string;
  speedy?: boolean;
};

/**
 * Emotion's style sheet, except that taking a server's style element over leaves it where it
 * is. A `<Global>` component (the base styles, the article lists' classes) makes its sheet
 * from its cache's and takes its server element over through it: Emotion's own moved the
 * element, after the page was taken over, and the browser dropped that style sheet, read it
 * again and restyled the whole page (docs/decisions/027-server-rendering.md, "Styles").
 */
function inPlaceSheet(sheet: StyleSheet): StyleSheet {
  const EmotionSheet = sheet.constructor as new (options: StyleSheetOptions) => StyleSheet;
  class InPlaceSheet extends EmotionSheet {
    override hydrate(nodes: HTMLStyleElement[]): void {
      this.tags.push(...nodes);
    }
  }
  return new InPlaceSheet({
    key: sheet.key,
    container: sheet.container,
    nonce: sheet.nonce,
    speedy: sheet.isSpeedy,
  });
}
