import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, ButtonBase, IconButton } from '@mui/material';
import { type FocusEvent, useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '#config/ui.ts';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import { BANNER_MEDIA_QUERIES, type BannerWidth } from '../banner-widths';
import { BANNER_HEIGHT, bannerSrc, HOME_BANNERS, type HomeBanner } from '../home-content';
import { homeMessages } from '../home-messages';

/** The img's own source, for browsers without <picture>, and its intrinsic size. */
const LARGEST_BANNER_WIDTH: BannerWidth = 1160;

const FRAME_PROPORTIONS = Object.fromEntries(
  BANNER_MEDIA_QUERIES.map(({ width, media }) => [
    `@media ${media}`,
    { aspectRatio: `${width} / ${BANNER_HEIGHT}` },
  ]),
);

const overlayButton = {
  bgcolor: 'rgba(255,255,255,0.92)',
  color: 'primary.dark',
  boxShadow: 1,
  '&:hover': { bgcolor: '#FFFFFF' },
} as const;

/**
 * Which banner shows, and the rotation: the next one every 10 s while running. Rotation
 * stops while the pointer or the keyboard focus is on the carousel, and the pause button
 * stops it for good (WCAG 2.2.2).
 */
function useCarouselRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return;
    // A timer per shown banner: choosing one by hand gives it its full 10 s.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  return {
    index,
    running,
    paused,
    togglePaused: () => setPaused(!paused),
    show: (next: number) => setIndex((next + count) % count),
    /** The section's handlers that hold the rotation while the visitor is on it. */
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

type CarouselRotation = ReturnType<typeof useCarouselRotation>;

/**
 * The home carousel (docs/product/catalogue.md#carousel): 4 partner banners, the next one
 * every 10 s, the picture width chosen by the browser from the window width
 * (BANNER_MEDIA_QUERIES): the page rendered on the server knows no window.
 */
export function HomeCarousel({ banners = HOME_BANNERS }: { banners?: readonly HomeBanner[] }) {
  const count = banners.length;
  const rotation = useCarouselRotation(count);
  const { index } = rotation;
  // The other banners load once the first is shown, so it is not slowed down by them.
  const [warm, setWarm] = useState(false);

  return (
    <Box
      component="section"
      aria-roledescription={homeMessages.carouselRoleDescription}
      aria-label={homeMessages.carouselLabel}
      {...rotation.holdHandlers}
      sx={{ position: 'relative', mb: { xs: 3, md: 4 } }}
    >
      <Box
        aria-live={rotation.running ? 'off' : 'polite'}
        sx={{
          position: 'relative',
          // The frame has the banner's proportions before any picture arrives, those of
          // the banner the window width picks.
          ...FRAME_PROPORTIONS,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: '#E8EEF4',
        }}
      >
        {banners.map((banner, bannerIndex) => (
          <Box
            key={banner.file}
            role="group"
            aria-roledescription={homeMessages.slideRoleDescription}
            aria-label={homeMessages.slideLabel(bannerIndex + 1, count)}
            hidden={bannerIndex !== index}
            sx={{ position: 'absolute', inset: 0 }}
          >
            {bannerIndex === 0 || warm || bannerIndex === index ? (
              <BannerSlide
                banner={banner}
                first={bannerIndex === 0}
                onLoad={bannerIndex === 0 ? () => setWarm(true) : undefined}
              />
            ) : null}
          </Box>
        ))}
        {count > 1 ? <CarouselArrows rotation={rotation} /> : null}
      </Box>
      {count > 1 ? <CarouselControls banners={banners} rotation={rotation} /> : null}
    </Box>
  );
}

/** Previous and next, over the banner's sides. */
function CarouselArrows({ rotation }: { rotation: CarouselRotation }) {
  const side = {
    ...overlayButton,
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
  };
  return (
    <>
      <IconButton
        onClick={() => rotation.show(rotation.index - 1)}
        aria-label={homeMessages.previousSlide}
        size="small"
        sx={{ ...side, left: 8 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        onClick={() => rotation.show(rotation.index + 1)}
        aria-label={homeMessages.nextSlide}
        size="small"
        sx={{ ...side, right: 8 }}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}

/** Pause or play, then one button per banner, under the carousel. */
function CarouselControls({
  banners,
  rotation,
}: {
  banners: readonly HomeBanner[];
  rotation: CarouselRotation;
}) {
  const { index, paused } = rotation;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }}>
      <IconButton
        onClick={rotation.togglePaused}
        aria-label={paused ? homeMessages.play : homeMessages.pause}
        size="small"
        sx={{ color: 'text.secondary' }}
      >
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
      {banners.map((banner, bannerIndex) => (
        <ButtonBase
          key={banner.file}
          onClick={() => rotation.show(bannerIndex)}
          aria-label={homeMessages.showSlide(bannerIndex + 1, banner.brand)}
          aria-current={bannerIndex === index ? 'true' : undefined}
          sx={{ width: 28, height: 28, borderRadius: '50%' }}
        >
          <Box
            component="span"
            sx={{
              width: bannerIndex === index ? 22 : 10,
              height: 10,
              borderRadius: 5,
              bgcolor: bannerIndex === index ? 'primary.main' : '#AAB7C4',
              transition: 'width 200ms',
            }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}

type BannerSlideProps = {
  banner: HomeBanner;
  first: boolean;
  onLoad: (() => void) | undefined;
};

function BannerSlide({ banner, first, onLoad }: BannerSlideProps) {
  const image = (
    <Box component="picture" sx={{ display: 'contents' }}>
      {BANNER_MEDIA_QUERIES.map(({ width, media }) => (
        <source key={width} media={media} srcSet={bannerSrc(banner, width)} />
      ))}
      <Box
        component="img"
        src={bannerSrc(banner, LARGEST_BANNER_WIDTH)}
        alt={banner.alt}
        width={LARGEST_BANNER_WIDTH}
        height={BANNER_HEIGHT}
        // The first banner is the largest picture of the first screen: fetch it first.
        fetchPriority={first ? 'high' : 'auto'}
        onLoad={onLoad}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
  if (!banner.href) return image;
  return (
    <Box
      component="a"
      href={banner.href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'block', height: '100%' }}
    >
      {image}
      <Box component="span" sx={visuallyHidden}>
        {homeMessages.partnerSite}
      </Box>
    </Box>
  );
}
