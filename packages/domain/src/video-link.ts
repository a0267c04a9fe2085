// Video links of articles (docs/product/media.md#video-link): only addresses of the video
// sites the article page can embed are kept, in one canonical form, so that the page
// never embeds an address it does not know.

export type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion';

export interface VideoLink {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const DAILYMOTION_ID = /^x[a-z0-9]{4,12}$/i;

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  // People paste "youtu.be/…" or "www.youtube.com/…" without the scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string): string | undefined {
  if (host === 'youtu.be') return url.pathname.split('/')[1];
  if (host !== 'youtube.com' && host !== 'm.youtube.com' && host !== 'youtube-nocookie.com') {
    return undefined;
  }
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? id : undefined;
}

function vimeoId(url: URL, host: string): string | undefined {
  if (host === 'vimeo.com') return url.pathname.split('/')[1];
  if (host === 'player.vimeo.com') {
    const [, kind, id] = url.pathname.split('/');
    return kind === 'video' ? id : undefined;
  }
  return undefined;
}

function dailymotionId(url: URL, host: string): string | undefined {
  if (host === 'dai.ly') return url.pathname.split('/')[1];
  if (host !== 'dailymotion.com') return undefined;
  const parts = url.pathname.split('/');
  if (parts[1] === 'video') return parts[2];
  return parts[1] === 'embed' && parts[2] === 'video' ? parts[3] : undefined;
}

/** The video a pasted address shows, or null when it is not a video address we embed. */
export function parseVideoLink(text: string): VideoLink | null {
  const url = parseUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube) ? { provider: 'youtube', id: youtube } : null;
  const vimeo = vimeoId(url, host);
  if (vimeo !== undefined) return VIMEO_ID.test(vimeo) ? { provider: 'vimeo', id: vimeo } : null;
  const dailymotion = dailymotionId(url, host);
  if (dailymotion !== undefined) {
    return DAILYMOTION_ID.test(dailymotion) ? { provider: 'dailymotion', id: dailymotion } : null;
  }
  return null;
}

/** The address kept for a video: the site's own watch page. */
export function canonicalVideoUrl({ provider, id }: VideoLink): string {
  switch (provider) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${id}`;
    case 'vimeo':
      return `https://vimeo.com/${id}`;
    case 'dailymotion':
      return `https://www.dailymotion.com/video/${id}`;
  }
}

/**
 * The player address the click-to-load facade opens: started by the click that loads it,
 * and for YouTube on its no-cookie domain.
 */
export function videoEmbedUrl({ provider, id }: VideoLink): string {
  switch (provider) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
    case 'dailymotion':
      return `https://www.dailymotion.com/embed/video/${id}?autoplay=1`;
  }
}
