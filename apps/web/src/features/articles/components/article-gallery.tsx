import type { ArticleDetail } from '@labo/domain/catalog-schemas';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Box, ButtonBase } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import {
  articleThumbnailUrl,
  attachmentFullSizeUrl,
  attachmentThumbnailUrl,
  pictureSrcSet,
  squarePictureSrcSet,
} from '#shared/articles/article-media.ts';
import { ArticlePennant } from '#shared/articles/article-pennant.tsx';
import { usePreloadImage } from '#shared/server-render/server-page.ts';
import { articlesMessages } from '../articles-messages';

/** Side of the square main picture; the frame is reserved so nothing moves on load. */
const MAIN_SIZE = 480;
/** The main picture's width in the window: the page's width less its margins, or its own. */
const MAIN_SIZES = `(max-width: ${MAIN_SIZE + 48}px) calc(100vw - 48px), ${MAIN_SIZE}px`;
const THUMB_SIZE = 72;

// The zoom's dialog, loaded the first time a visitor enlarges the picture: MUI's dialog and
// modal left the article page's chunk (docs/performance.md#the-pictures-zoom).
const EnlargedPicture = lazy(async () => ({
  default: (await import('./enlarged-picture')).EnlargedPicture,
}));

type ArticleGalleryProps = { article: ArticleDetail; percentage: number };

/**
 * The main picture (docs/product/catalogue.md#article-page), enlarged in a dialog on click,
 * and the thumbnails that choose it. Without pictures the server's placeholder stands in.
 */
export function ArticleGallery({ article, percentage }: ArticleGalleryProps) {
  const pictures = article.pictures;
  const [selected, setSelected] = useState(0);
  // Null until first enlarged; then the dialog stays rendered, so that it closes with its
  // transition.
  const [enlarged, setEnlarged] = useState<boolean | null>(null);
  const picture = pictures[selected] ?? pictures[0];
  const mainSrc = picture ? attachmentFullSizeUrl(picture.id) : articleThumbnailUrl(article.id);
  const srcSet = picture ? pictureSrcSet(picture) : '';
  // The page's largest paint: asked for from the head, before the body is read.
  usePreloadImage(picture ? { src: mainSrc, srcSet, sizes: MAIN_SIZES } : undefined);

  return (
    <Box>
      <Box sx={{ position: 'relative', maxWidth: MAIN_SIZE, mx: 'auto' }}>
        <ArticlePennant article={article} percentage={percentage} size="large" />
        <MainPicture
          src={mainSrc}
          srcSet={srcSet}
          label={article.label}
          onEnlarge={() => setEnlarged(true)}
        />
      </Box>
      {pictures.length > 1 ? (
        <Thumbnails pictures={pictures} selected={selected} onSelect={setSelected} />
      ) : null}
      {enlarged !== null ? (
        <Suspense fallback={null}>
          <EnlargedPicture
            open={enlarged}
            src={mainSrc}
            label={article.label}
            onClose={() => setEnlarged(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

type MainPictureProps = { src: string; srcSet: string; label: string; onEnlarge: () => void };

/**
 * The square picture, a button that enlarges it, with its zoom hint: the file that fits the
 * screen, fetched first (docs/decisions/027-server-rendering.md).
 */
function MainPicture({ src, srcSet, label, onEnlarge }: MainPictureProps) {
  return (
    <ButtonBase
      onClick={onEnlarge}
      aria-label={articlesMessages.enlargePicture(label)}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '1 / 1',
        bgcolor: '#FFFFFF',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        cursor: 'zoom-in',
        '&:hover .zoom-hint, &.Mui-focusVisible .zoom-hint': { opacity: 1 },
      }}
    >
      <Box
        component="img"
        src={src}
        {...(srcSet ? { srcSet, sizes: MAIN_SIZES } : {})}
        alt={label}
        width={MAIN_SIZE}
        height={MAIN_SIZE}
        fetchPriority="high"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
      <Box
        className="zoom-hint"
        aria-hidden
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          display: 'flex',
          p: 0.75,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.9)',
          color: 'primary.main',
          boxShadow: 1,
          opacity: 0.75,
          transition: 'opacity 120ms',
        }}
      >
        <ZoomInIcon />
      </Box>
    </ButtonBase>
  );
}

type ThumbnailsProps = {
  pictures: ArticleDetail['pictures'];
  selected: number;
  onSelect: (index: number) => void;
};

/** One pressed button per picture, the shown one pressed. */
function Thumbnails({ pictures, selected, onSelect }: ThumbnailsProps) {
  return (
    <Box
      component="ul"
      aria-label={articlesMessages.picturesLabel}
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1.5,
        p: 0,
        display: 'flex',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {pictures.map((item, index) => (
        <li key={item.id}>
          <ButtonBase
            onClick={() => onSelect(index)}
            aria-label={articlesMessages.showPicture(index + 1)}
            aria-pressed={index === selected}
            sx={{
              border: 2,
              borderColor: index === selected ? 'primary.main' : 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: '#FFFFFF',
            }}
          >
            <Box
              component="img"
              src={attachmentThumbnailUrl(item.id)}
              srcSet={squarePictureSrcSet({ attachmentId: item.id })}
              sizes={`${THUMB_SIZE}px`}
              alt=""
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading="lazy"
              sx={{ display: 'block', objectFit: 'contain' }}
            />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
