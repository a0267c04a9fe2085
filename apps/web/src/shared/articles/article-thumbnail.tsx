import { articleClasses } from './article-classes';
import { articleThumbnailUrl } from './article-media';

type ArticleThumbnailProps = {
  articleId: number;
  /** Square side in CSS pixels, reserved before the image loads (no layout shift). */
  size: number;
  /** Empty in lists, where the article name follows the picture. */
  alt?: string;
};

/** The article's first picture (or the server's placeholder) on white, square. */
export function ArticleThumbnail({ articleId, size, alt = '' }: ArticleThumbnailProps) {
  return (
    <img
      src={articleThumbnailUrl(articleId)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={articleClasses.thumbnail}
    />
  );
}
