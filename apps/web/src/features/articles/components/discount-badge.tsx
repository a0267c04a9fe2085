import { articlesMessages } from '../articles-messages';
import { articleClasses } from './article-styles';

/** SPEC §2 discount badge "-{percentage}%". */
export function DiscountBadge({ percentage }: { percentage: number }) {
  return (
    <span title={articlesMessages.discountLabel(percentage)} className={articleClasses.discount}>
      {articlesMessages.discountBadge(percentage)}
    </span>
  );
}
