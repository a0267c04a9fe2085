import { categoryPath, subCategoryPath, underSubCategoryPath } from '@labo/domain/catalog-paths';
import type { ArticleDetail as ArticleDetailData } from '@labo/domain/catalog-schemas';
import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { articlePrice } from '#shared/articles/article-price.ts';
import { ArticleStyles } from '#shared/articles/article-styles.tsx';
import { PageBreadcrumbs } from '#shared/page-breadcrumbs.tsx';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { usePageStatus } from '#shared/server-render/server-page.ts';
import { monospace } from '#shared/text-styles.ts';
import { articlesMessages } from '../articles-messages';
import { ArticleGallery } from './article-gallery';
import { ArticleInfoTable } from './article-info-table';
import { ArticlePriceBox } from './article-price-box';
import { ArticleSaleBanner } from './article-sale-banner';
import { ArticleVideo } from './article-video';

type ArticleDetailProps = {
  article: ArticleDetailData;
  /** The quantity field and AJOUTER AU DEVIS of the price box, given by the route. */
  addToQuote: ReactNode;
  /** The administrators' block (docs/product/media.md#article-admin-block), given by the route. */
  adminBlock?: ReactNode;
};

/**
 * The article page (docs/product/catalogue.md#article-page); the admin block comes from
 * the route, which shows it to administrators only.
 */
export function ArticleDetail({ article, addToQuote, adminBlock }: ArticleDetailProps) {
  const price = articlePrice(article, new Date());
  // A withdrawn article can no longer be quoted (docs/product/catalogue.md#withdrawn-article-page).
  const withdrawn = article.soft_deleted === '1';
  return (
    <Box component="article" aria-labelledby="article-title">
      <ArticleStyles />
      <PageBreadcrumbs label={articlesMessages.breadcrumbLabel}>
        <Link component={RouterLink} to={paths.home.getHref()}>
          {articlesMessages.home}
        </Link>
        <Link component={RouterLink} to={categoryPath(article.cat_label)}>
          {article.cat_label}
        </Link>
        <Link component={RouterLink} to={subCategoryPath(article.cat_label, article.sc_label)}>
          {article.sc_label}
        </Link>
        <Link
          component={RouterLink}
          to={underSubCategoryPath(article.cat_label, article.sc_label, article.usc_label)}
        >
          {article.usc_label}
        </Link>
      </PageBreadcrumbs>

      <ArticleSaleBanner article={article} percentage={price.percentage} />

      <Box
        sx={{
          display: 'grid',
          columnGap: { xs: 3, md: 5 },
          rowGap: { xs: 2.5, md: 3 },
          alignItems: 'start',
          // Phones read title, picture, then price; wide screens put the picture on the left.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: {
            xs: '"head" "gallery" "price"',
            md: '"gallery head" "gallery price"',
          },
        }}
      >
        <Box sx={{ gridArea: 'head' }}>
          {article.brandName ? (
            <Typography
              sx={{
                color: 'primary.main',
                fontWeight: 700,
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
                fontSize: '0.8125rem',
                mb: 0.5,
              }}
            >
              {article.brandName}
            </Typography>
          ) : null}
          <Typography id="article-title" variant="h1" sx={{ mb: 1 }}>
            {article.label}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
            {`${articlesMessages.info.reference} : `}
            <Box component="span" sx={{ ...monospace, color: 'text.primary' }}>
              {article.crmId}
            </Box>
          </Typography>
          {withdrawn ? <WithdrawnNotice article={article} /> : null}
        </Box>
        <HydrateInTurn>
          <Box sx={{ gridArea: 'gallery' }}>
            <ArticleGallery article={article} percentage={price.percentage} />
          </Box>
        </HydrateInTurn>
        <HydrateInTurn>
          <Box sx={{ gridArea: 'price' }}>
            <ArticlePriceBox
              article={article}
              price={price}
              addToQuote={withdrawn ? null : addToQuote}
            />
          </Box>
        </HydrateInTurn>
      </Box>

      <HydrateInTurn>
        <Box
          sx={{
            mt: { xs: 4, md: 5 },
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 6fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby="article-description-title">
            <Typography id="article-description-title" variant="h2" sx={{ mb: 1.5 }}>
              {articlesMessages.descriptionTitle}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '70ch', lineHeight: 1.65 }}>
              {article.description || article.short_description}
            </Typography>
          </Box>
          <Box component="section" aria-labelledby="article-details-title">
            <Typography id="article-details-title" variant="h2" sx={{ mb: 1.5 }}>
              {articlesMessages.detailsTitle}
            </Typography>
            <ArticleInfoTable article={article} />
          </Box>
        </Box>
      </HydrateInTurn>
      <ArticleVideo article={article} />
      {adminBlock}
    </Box>
  );
}

/** Said under the title, before the picture on phones: the page is still read for its facts. */
function WithdrawnNotice({ article }: { article: ArticleDetailData }) {
  // Gone for good: a 410 tells search engines to forget the address.
  usePageStatus(410);
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <AlertTitle>{articlesMessages.withdrawnTitle}</AlertTitle>
      {articlesMessages.withdrawnText}{' '}
      <Link
        component={RouterLink}
        to={underSubCategoryPath(article.cat_label, article.sc_label, article.usc_label)}
      >
        {articlesMessages.withdrawnCategoryLink(article.usc_label)}
      </Link>
    </Alert>
  );
}
