import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';

type VideoFacadeProps = {
  /** The player address, from the domain's videoEmbedUrl. */
  embedUrl: string;
  /** The frame's accessible name once it is loaded. */
  frameTitle: string;
  playLabel: string;
  /** Says where the video is hosted and that nothing loads before the click. */
  notice: string;
};

/**
 * An embedded video behind a click-to-load facade (docs/product/catalogue.md#home-video,
 * docs/product/media.md#video-on-the-article-page). Nothing comes from the video site until
 * the visitor clicks play: no cookie, no request, no consent banner needed. The poster is
 * our own drawing.
 */
export function VideoFacade({ embedUrl, frameTitle, playLabel, notice }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <Box
      sx={{
        position: 'relative',
        // Taller on phones, so the poster's text keeps room around the play button.
        aspectRatio: { xs: '4 / 3', md: '16 / 9' },
        maxWidth: 760,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#0B2A45',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          src={embedUrl}
          title={frameTitle}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          // Keep the keyboard where the play button was.
          ref={(frame: HTMLIFrameElement | null) => frame?.focus()}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        // Named by its content, the words it shows, notice included
        // (docs/product/look-and-feel.md#label-in-name).
        <ButtonBase
          onClick={() => setPlaying(true)}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            px: 3,
            color: '#FFFFFF',
            textAlign: 'center',
            // A lab-bench blue with a soft light, drawn in CSS: no picture to download.
            background:
              'radial-gradient(circle at 30% 25%, rgba(51,134,194,0.55), transparent 55%), linear-gradient(135deg, #0068B3 0%, #0B2A45 100%)',
            '&:hover .play-disc, &.Mui-focusVisible .play-disc': { transform: 'scale(1.08)' },
          }}
        >
          <Box
            className="play-disc"
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: { xs: 64, md: 84 },
              height: { xs: 64, md: 84 },
              borderRadius: '50%',
              bgcolor: '#FFFFFF',
              color: 'primary.main',
              boxShadow: 3,
              transition: 'transform 150ms',
            }}
          >
            <PlayArrowRoundedIcon sx={{ fontSize: { xs: 40, md: 52 } }} />
          </Box>
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.25rem' } }}
          >
            {playLabel}
          </Typography>
          <Typography component="span" variant="body2" sx={{ maxWidth: 460, opacity: 0.9 }}>
            {notice}
          </Typography>
        </ButtonBase>
      )}
    </Box>
  );
}
