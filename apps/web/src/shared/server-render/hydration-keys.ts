/**
 * Names the server's HTML and the browser's hydration agree on
 * (docs/decisions/027-server-rendering.md).
 */

/** Emotion's cache key: the browser's default cache adopts the server's style elements. */
export const EMOTION_KEY = 'css';

/** The <script type="application/json"> holding the query cache the page was rendered with. */
export const QUERY_STATE_ID = 'query-state';

/**
 * The page's <main>, the first element after the header. The server's head holds the
 * browser's first paint until it is parsed (docs/decisions/027-server-rendering.md).
 */
export const MAIN_CONTENT_ID = 'contenu';
