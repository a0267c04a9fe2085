import type { Article } from '@labo/domain/catalog-schemas';
import { clsx } from 'clsx';
import { articleClasses as c } from './article-classes';
import { articleListMessages } from './article-list-messages';

type ArticlePennantProps = {
  article: Pick<Article, 'featured'>;
  /** Campaign percentage applying now (0 for none). */
  percentage: number;
  size?: 'small' | 'large';
};

/**
 * A pennant on the picture of a featured or discounted article; featured wins
 * (docs/product/catalogue.md#discount-badge-and-pennant). Placed in the top-left corner of
 * a `position: relative` picture frame.
 */
export function ArticlePennant({ article, percentage, size = 'small' }: ArticlePennantProps) {
  const featured = article.featured === '1';
  if (!featured && percentage <= 0) return null;
  return (
    <span
      className={clsx(c.pennant, !featured && c.pennantSale, size === 'large' && c.pennantLarge)}
    >
      {featured ? articleListMessages.featured : articleListMessages.sale}
    </span>
  );
}
