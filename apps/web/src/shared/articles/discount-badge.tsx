import { articleClasses } from './article-classes';
import { articleListMessages } from './article-list-messages';

/** SPEC §2 discount badge "-{percentage}%". */
export function DiscountBadge({ percentage }: { percentage: number }) {
  return (
    <span title={articleListMessages.discountLabel(percentage)} className={articleClasses.discount}>
      {articleListMessages.discountBadge(percentage)}
    </span>
  );
}
