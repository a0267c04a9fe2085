import { Box, Typography } from '@mui/material';
import { useFeaturedArticles } from '#shared/articles/api/get-featured-articles.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { ArticleList } from '#shared/articles/article-list.tsx';
import { featuredListHeight, isNarrowWindow } from '#shared/articles/list-layout.ts';
import { useWindowLayout } from '#shared/use-window-width.ts';
import { homeMessages } from '../home-messages';

/**
 * "Produits à la Une" (docs/product/catalogue.md#featured-articles): only when featured
 * articles exist, in a virtualised list 600 high from 6 articles on, else 100 per article;
 * on phones a plain list that the page scrolls, never a scroll box inside the page. A load
 * failure is only logged, by the query client (docs/product/api-conventions.md#load-failures):
 * the home page does without the list.
 */
export function FeaturedArticles({ actionColumns }: { actionColumns: ArticleActionColumns }) {
  const featuredQuery = useFeaturedArticles();
  const narrow = useWindowLayout(isNarrowWindow);

  const articles = featuredQuery.data;
  if (!articles || articles.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-featured" sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id="home-featured" variant="h2" sx={{ mb: 2 }}>
        {homeMessages.featuredTitle}
      </Typography>
      <ArticleList
        articles={articles}
        inDefaultOrder
        actionColumns={actionColumns}
        virtualized={!narrow}
        height={featuredListHeight(articles.length)}
      />
    </Box>
  );
}
