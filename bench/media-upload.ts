import sharp from 'sharp';
import { median } from './statistics';

export interface MediaUploadResult {
  pictures: number;
  /** Size of each uploaded photo. */
  source: string;
  medianMs: number;
  maxMs: number;
  /** The attachments made, for the loads of their files. */
  attachmentIds: number[];
}

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A camera-sized photo, different for each `seed`: smooth colour noise enlarged to 12
 * megapixels and saved as a JPEG of a few megabytes, like a picture taken in the lab.
 */
function cameraPhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 160,
      height: 120,
      channels: 3,
      background: { r: 40 + seed * 20, g: 110, b: 170 },
      noise: { type: 'gaussian', mean: 100 + seed * 10, sigma: 60 },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * One picture uploaded to each article as the admin block sends it (multipart, field
 * `file`), one after the other: the time of each call, re-encoding to WebP included
 * (docs/performance.md#article-media).
 */
export async function measureMediaUpload(
  serverUrl: string,
  token: string,
  articleIds: number[],
): Promise<MediaUploadResult> {
  const times: number[] = [];
  const attachmentIds: number[] = [];
  for (const [index, articleId] of articleIds.entries()) {
    const form = new FormData();
    form.append('file', new Blob([await cameraPhoto(index)]), `photo-${index}.jpg`);
    const started = performance.now();
    const answer = await fetch(`${serverUrl}/api/protected/post/article/${articleId}/attachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    times.push(performance.now() - started);
    if (answer.status !== 201)
      throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    attachmentIds.push(((await answer.json()) as { id: number }).id);
  }
  return {
    pictures: articleIds.length,
    source: `${WIDTH}×${HEIGHT} JPEG`,
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
    attachmentIds,
  };
}
