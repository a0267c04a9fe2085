import type { Article } from '@labo/domain/catalog-schemas';
import { Box } from '@mui/material';
import { articlesMessages } from '../articles-messages';

type ArticlePennantProps = {
  article: Pick<Article, 'featured'>;
  /** Campaign percentage applying now (0 for none). */
  percentage: number;
  size?: 'small' | 'large';
};

/**
 * SPEC §2: a pennant on the picture of a featured or discounted article; featured wins.
 * Placed in the top-left corner of a `position: relative` picture frame.
 */
export function ArticlePennant({ article, percentage, size = 'small' }: ArticlePennantProps) {
  const featured = article.featured === '1';
  if (!featured && percentage <= 0) return null;
  const large = size === 'large';
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: large ? 12 : 4,
        left: large ? -6 : -4,
        zIndex: 1,
        px: large ? 1.5 : 0.75,
        py: large ? 0.5 : 0.125,
        bgcolor: featured ? 'primary.main' : 'secondary.dark',
        color: '#FFFFFF',
        fontSize: large ? '0.875rem' : '0.6875rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        borderRadius: '0 3px 3px 0',
        boxShadow: 1,
        // The folded tail under the ribbon, drawn in the ribbon's darker shade.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          bottom: large ? -6 : -4,
          borderTop: `${large ? 6 : 4}px solid`,
          borderTopColor: featured ? 'primary.dark' : '#7A3D00',
          borderLeft: `${large ? 6 : 4}px solid transparent`,
        },
      }}
    >
      {featured ? articlesMessages.featured : articlesMessages.sale}
    </Box>
  );
}
