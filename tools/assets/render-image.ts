import sharp from 'sharp';

// SVG to bitmap through sharp (librsvg). Settings chosen for flat illustrations:
// WebP quality 80 with smart chroma subsampling keeps coloured edges clean, and
// effort 6 buys smaller files for a one-off build step.

const WEBP = { quality: 80, effort: 6, smartSubsample: true } as const;

/** The SVG at its own size, or resized to exactly `size` (covers and thumbnails). */
export async function svgToWebp(
  svg: string,
  size?: { width: number; height: number },
): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  const sized = size
    ? image.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    : image;
  return sized.webp(WEBP).toBuffer();
}

/**
 * The SVG at `scale` times its size as a baseline JPEG, for a PDF (DCTDecode reads
 * baseline and progressive, but baseline is the safest for every viewer) or a demo
 * product photo. Flattened on white because JPEG has no alpha.
 */
export async function svgToJpeg(svg: string, scale: number, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: '#FFFFFF' })
    .jpeg({ quality, progressive: false, chromaSubsampling: '4:2:0', mozjpeg: false })
    .toBuffer();
}
