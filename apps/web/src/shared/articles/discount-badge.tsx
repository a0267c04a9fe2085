import { articleClasses } from './article-classes';
import { articleListMessages } from './article-list-messages';

/** The discount badge "-{percentage}%" (docs/product/catalogue.md#discount-badge-and-pennant). */
export function DiscountBadge({ percentage }: { percentage: number }) {
  return (
    <span title={articleListMessages.discountLabel(percentage)} className={articleClasses.discount}>
      {articleListMessages.discountBadge(percentage)}
    </span>
  );
}
