import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import { parseVideoLink, videoEmbedUrl } from '@labo/domain/video-link';
import { Box, Typography } from '@mui/material';
import { VideoFacade } from '#shared/video-facade.tsx';
import { articlesMessages } from '../articles-messages';

/**
 * The article's video behind the click-to-load facade
 * (docs/product/media.md#video-on-the-article-page), when its link is an address of a video
 * site we embed; any other link stays a plain link in the info table.
 */
export function ArticleVideo({ article }: { article: ArticleDetail }) {
  const video = article.youtubeLink ? parseVideoLink(article.youtubeLink) : null;
  if (!video) return null;
  return (
    <Box component="section" aria-labelledby="article-video-title" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id="article-video-title" variant="h2" sx={{ mb: 1.5 }}>
        {articlesMessages.videoTitle}
      </Typography>
      <VideoFacade
        embedUrl={videoEmbedUrl(video)}
        frameTitle={articlesMessages.videoFrameTitle(article.label)}
        playLabel={articlesMessages.playVideo}
        notice={articlesMessages.videoNotice(articlesMessages.videoSites[video.provider])}
      />
    </Box>
  );
}
