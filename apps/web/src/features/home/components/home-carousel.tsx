import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, ButtonBase, IconButton } from '@mui/material';
import { type FocusEvent, useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '#config/ui.ts';
import { useWindowWidth } from '#shared/use-window-width.ts';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import { type BannerWidth, bannerWidth } from '../banner-widths';
import { BANNER_HEIGHT, bannerSrc, HOME_BANNERS, type HomeBanner } from '../home-content';
import { homeMessages } from '../home-messages';

const overlayButton = {
  bgcolor: 'rgba(255,255,255,0.92)',
  color: 'primary.dark',
  boxShadow: 1,
  '&:hover': { bgcolor: '#FFFFFF' },
} as const;

/**
 * The home carousel (docs/product/catalogue.md#carousel): 4 partner banners, the next one
 * every 10 s, the picture width chosen by the window width (bannerWidth). Rotation stops
 * while the pointer or the keyboard focus is on it, and a pause button stops it for good
 * (WCAG 2.2.2).
 */
export function HomeCarousel({ banners = HOME_BANNERS }: { banners?: readonly HomeBanner[] }) {
  const width = bannerWidth(useWindowWidth());
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The other banners load once the first is shown, so it is not slowed down by them.
  const [warm, setWarm] = useState(false);
  const running = !paused && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return;
    // A timer per shown banner: choosing one by hand gives it its full 10 s.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const show = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription={homeMessages.carouselRoleDescription}
      aria-label={homeMessages.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{ position: 'relative', mb: { xs: 3, md: 4 } }}
    >
      <Box
        aria-live={running ? 'off' : 'polite'}
        sx={{
          position: 'relative',
          // The frame has the banner's proportions before any picture arrives.
          aspectRatio: `${width} / ${BANNER_HEIGHT}`,
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
                width={width}
                first={bannerIndex === 0}
                onLoad={bannerIndex === 0 ? () => setWarm(true) : undefined}
              />
            ) : null}
          </Box>
        ))}
        {count > 1 ? (
          <>
            <IconButton
              onClick={() => show(index - 1)}
              aria-label={homeMessages.previousSlide}
              size="small"
              sx={{
                ...overlayButton,
                position: 'absolute',
                left: 8,
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              onClick={() => show(index + 1)}
              aria-label={homeMessages.nextSlide}
              size="small"
              sx={{
                ...overlayButton,
                position: 'absolute',
                right: 8,
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }}
        >
          <IconButton
            onClick={() => setPaused(!paused)}
            aria-label={paused ? homeMessages.play : homeMessages.pause}
            size="small"
            sx={{ color: 'text.secondary' }}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          {banners.map((banner, bannerIndex) => (
            <ButtonBase
              key={banner.file}
              onClick={() => show(bannerIndex)}
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
      ) : null}
    </Box>
  );
}

type BannerSlideProps = {
  banner: HomeBanner;
  width: BannerWidth;
  first: boolean;
  onLoad: (() => void) | undefined;
};

function BannerSlide({ banner, width, first, onLoad }: BannerSlideProps) {
  const image = (
    <Box
      component="img"
      src={bannerSrc(banner, width)}
      alt={banner.alt}
      width={width}
      height={BANNER_HEIGHT}
      // The first banner is the largest picture of the first screen: fetch it first.
      fetchPriority={first ? 'high' : 'auto'}
      onLoad={onLoad}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
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
