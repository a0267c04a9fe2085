import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import { Box } from '@mui/material';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { ArticleAdminPanel } from './article-admin-panel';

type ArticleAdminBlockProps = { article: ArticleDetail };

/**
 * "Modification de l'article (admin)" on the article page
 * (docs/product/media.md#article-admin-block), shown by the route to administrators only.
 */
export function ArticleAdminBlock({ article }: ArticleAdminBlockProps) {
  return (
    <Box sx={{ mt: { xs: 4, md: 5 } }}>
      <TitledPanel title={messages.blockTitle}>
        <ArticleAdminPanel article={article} />
      </TitledPanel>
    </Box>
  );
}
