import { articleClasses } from './article-classes';
import { articleThumbnailUrl, attachmentThumbnailUrl, squarePictureSrcSet } from './article-media';

type ArticleThumbnailProps = {
  articleId: number;
  /**
   * The article's default picture when the answer names it: its thumbnail never changes
   * under its id, so a new default shows at once, where the article's thumbnail address
   * may be kept a few minutes by the browser (docs/product/media.md#media-files).
   */
  pictureId?: number | undefined;
  /** Square side in CSS pixels, reserved before the image loads (no layout shift). */
  size: number;
  /** Empty in lists, where the article name follows the picture. */
  alt?: string;
  /** In the window when the page opens: fetched at once, the others as they near it. */
  aboveFold?: boolean | undefined;
};

/** The article's first picture (or the server's placeholder) on white, square. */
export function ArticleThumbnail({
  articleId,
  pictureId,
  size,
  alt = '',
  aboveFold = false,
}: ArticleThumbnailProps) {
  return (
    <img
      src={pictureId ? attachmentThumbnailUrl(pictureId) : articleThumbnailUrl(articleId)}
      srcSet={squarePictureSrcSet(pictureId ? { attachmentId: pictureId } : { articleId })}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading={aboveFold ? 'eager' : 'lazy'}
      decoding="async"
      className={articleClasses.thumbnail}
    />
  );
}
