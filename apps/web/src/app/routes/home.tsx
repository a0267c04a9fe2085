import { videoEmbedUrl } from '@labo/domain/video-link';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { addToQuoteColumns } from '#features/cart/components/add-to-quote-field.tsx';
import { catalogMessages } from '#features/catalog/catalog-messages.ts';
import { CategoryGrid } from '#features/catalog/components/category-grid.tsx';
import { BrochureList } from '#features/home/components/brochure-list.tsx';
import { FeaturedArticles } from '#features/home/components/featured-articles.tsx';
import { HomeCarousel } from '#features/home/components/home-carousel.tsx';
import { HOME_VIDEO } from '#features/home/home-content.ts';
import { homeMessages } from '#features/home/home-messages.ts';
import { SHOP_DESCRIPTION, usePageMeta } from '#shared/page-meta.ts';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { VideoFacade } from '#shared/video-facade.tsx';

const sectionSpacing = { mb: { xs: 4, md: 5 } } as const;

/**
 * /home (docs/product/catalogue.md#home-page): carousel, categories, featured articles,
 * brochures and the video.
 */
export function HomeRoute() {
  usePageTitle(homeMessages.pageTitle);
  usePageMeta({
    description: SHOP_DESCRIPTION,
    canonicalPath: paths.home.getHref(),
    structuredData: { kind: 'organization' },
  });
  return (
    <>
      <Box component="section" aria-labelledby="home-title" sx={{ mb: { xs: 2.5, md: 3 } }}>
        <Typography id="home-title" variant="h1" sx={{ mb: 1 }}>
          {homeMessages.title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {homeMessages.intro}
        </Typography>
      </Box>
      <HydrateInTurn>
        <HomeCarousel />
      </HydrateInTurn>
      <HydrateInTurn>
        <Box component="section" aria-labelledby="home-categories" sx={sectionSpacing}>
          <Typography id="home-categories" variant="h2" sx={{ mb: 2 }}>
            {catalogMessages.categoriesTitle}
          </Typography>
          <CategoryGrid />
        </Box>
      </HydrateInTurn>
      <FeaturedArticles actionColumns={addToQuoteColumns} />
      <HydrateInTurn>
        <Box component="section" aria-labelledby="home-catalogs" sx={sectionSpacing}>
          <Typography id="home-catalogs" variant="h2" sx={{ mb: 0.5 }}>
            {homeMessages.catalogsTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {homeMessages.catalogsIntro}
          </Typography>
          <BrochureList />
        </Box>
      </HydrateInTurn>
      <HydrateInTurn>
        <Box component="section" aria-labelledby="home-video">
          <Typography id="home-video" variant="h2" sx={{ mb: 2 }}>
            {homeMessages.videoTitle}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 4 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
              alignItems: 'center',
            }}
          >
            <VideoFacade
              embedUrl={videoEmbedUrl(HOME_VIDEO)}
              frameTitle={homeMessages.videoFrameTitle}
              playLabel={homeMessages.playVideo}
              notice={homeMessages.videoNotice}
            />
            <Box>
              {homeMessages.companyPitch.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.65 }}>
                  {paragraph}
                </Typography>
              ))}
              <Link component={RouterLink} to={paths.about.getHref()} sx={{ fontWeight: 600 }}>
                {homeMessages.aboutLink}
              </Link>
            </Box>
          </Box>
        </Box>
      </HydrateInTurn>
    </>
  );
}
