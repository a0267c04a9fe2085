import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { articleClasses } from './article-classes';
import { articleListMessages } from './article-list-messages';

/**
 * Rows rendered at first, and added at each step, by a list that is not virtualised. A
 * sub-category holds thousands of articles in a full catalogue: rendering them at once
 * blocked a phone for seconds. Sorting still applies to the whole list.
 */
export const ARTICLE_LIST_STEP = 50;

/**
 * The address's parameter that says how many rows a list shows at first: the "show more"
 * link's target, which the server renders for a visitor without scripts. Read in steps, up to
 * MAX_FIRST_ROWS, so that an address cannot ask the server for thousands of rows
 * (docs/product/catalogue.md#list-layout).
 */
export const SHOWN_PARAM = 'shown';
const MAX_FIRST_ROWS = 10 * ARTICLE_LIST_STEP;

/** The rows a list shows at first for its address's `shown` parameter. */
export function firstRows(shown: string | null): number {
  const steps = Math.floor(Number(shown) / ARTICLE_LIST_STEP);
  if (!Number.isFinite(steps) || steps < 1) return ARTICLE_LIST_STEP;
  return Math.min(steps * ARTICLE_LIST_STEP, MAX_FIRST_ROWS);
}

/** How far below the window the next rows are added, so that scrolling never waits. */
const AUTO_MORE_MARGIN_PX = 800;

type ShowMoreArticlesProps = {
  shown: number;
  total: number;
  /** `byUser`: asked with the button, so the focus moves to the first added article. */
  onMore: (byUser: boolean) => void;
};

/**
 * The foot of a long list shown in steps (article-list.tsx): the next rows are added when
 * it comes near the window, and its button adds them for keyboard users and where the
 * browser has no IntersectionObserver.
 */
export function ShowMoreArticles({ shown, total, onMore }: ShowMoreArticlesProps) {
  const footRef = useRef<HTMLDivElement>(null);
  // The latest callback and step, without observing again at each render.
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  const lastStepRef = useRef(false);
  lastStepRef.current = shown + ARTICLE_LIST_STEP >= total;

  useEffect(() => {
    const foot = footRef.current;
    if (!foot || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // The link holds the keyboard's focus (it came into view with it) and goes with this
        // last step: the focus goes to the first added article, as after a press.
        onMoreRef.current(lastStepRef.current && foot.contains(document.activeElement));
      },
      { rootMargin: `0px 0px ${AUTO_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(foot);
    return () => observer.disconnect();
  }, []);

  const next = Math.min(total - shown, ARTICLE_LIST_STEP);
  return (
    <Box
      ref={footRef}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {articleListMessages.shownOf(shown, total)}
      </Typography>
      {/* A link with the list's classes: without scripts it opens the same list with more
        rows, which the server renders; with them the rows are added in place. */}
      <a
        href={`?${SHOWN_PARAM}=${Math.min(shown + ARTICLE_LIST_STEP, MAX_FIRST_ROWS)}`}
        className={articleClasses.moreButton}
        onClick={(event) => {
          // A click with a modifier opens the address, in a new tab for instance, as links do.
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          ) {
            return;
          }
          event.preventDefault();
          onMore(true);
        }}
      >
        {articleListMessages.showMore(next)}
      </a>
    </Box>
  );
}
