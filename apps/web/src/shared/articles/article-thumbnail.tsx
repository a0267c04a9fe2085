import { articleClasses } from './article-classes';
import { articleThumbnailUrl, attachmentThumbnailUrl } from './article-media';

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
};

/** The article's first picture (or the server's placeholder) on white, square. */
export function ArticleThumbnail({ articleId, pictureId, size, alt = '' }: ArticleThumbnailProps) {
  return (
    <img
      src={pictureId ? attachmentThumbnailUrl(pictureId) : articleThumbnailUrl(articleId)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={articleClasses.thumbnail}
    />
  );
}
