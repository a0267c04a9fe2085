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
  // The latest callback, without observing again at each render.
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const foot = footRef.current;
    if (!foot || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current(false);
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
      {/* A plain button with the list's classes, like the rows' own controls. */}
      <button type="button" className={articleClasses.moreButton} onClick={() => onMore(true)}>
        {articleListMessages.showMore(next)}
      </button>
    </Box>
  );
}
