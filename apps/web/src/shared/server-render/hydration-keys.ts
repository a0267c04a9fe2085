/**
 * Names the server's HTML and the browser's hydration agree on
 * (docs/decisions/027-server-rendering.md).
 */

/**
 * Emotion's cache key on both sides (emotion-cache.ts). Not Emotion's default, `css`: the
 * default cache, which the browser makes whether used or not, would adopt the server's
 * style elements and move them.
 */
export const EMOTION_KEY = 'lab';

/** The <script type="application/json"> holding the query cache the page was rendered with. */
export const QUERY_STATE_ID = 'query-state';

/** Its attribute giving the window width the page was laid out for (use-window-width.ts). */
export const RENDERED_WIDTH_ATTRIBUTE = 'data-window-width';

/**
 * The page's <main>, the first element after the header. The server's head holds the
 * browser's first paint until it is parsed (docs/decisions/027-server-rendering.md).
 */
export const MAIN_CONTENT_ID = 'contenu';
