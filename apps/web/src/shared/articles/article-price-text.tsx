import { formatEuros } from '@labo/domain/money';
import { clsx } from 'clsx';
import { articleClasses as c } from './article-classes';
import { articleListMessages } from './article-list-messages';
import type { ArticlePrice } from './article-price';

type ArticlePriceTextProps = {
  price: ArticlePrice;
  align?: 'left' | 'right';
  size?: 'medium' | 'large';
};

/**
 * A price HT as `12,50 €`; during a campaign the base price struck through above the sale
 * price (docs/product/promotions.md#where-sale-prices-show). Both are named in hidden text,
 * since screen readers do not announce a strike-through.
 */
export function ArticlePriceText({
  price,
  align = 'right',
  size = 'medium',
}: ArticlePriceTextProps) {
  if (price.saleCents === null || price.baseCents === null) {
    return <p className={c.noPrice}>{articleListMessages.noPrice}</p>;
  }
  const onSale = price.percentage > 0;
  return (
    <div
      className={clsx(c.price, align === 'left' && c.priceLeft, size === 'large' && c.priceLarge)}
    >
      {onSale ? (
        <s className={c.basePrice}>
          <span className={c.visuallyHidden}>{`${articleListMessages.basePriceLabel} `}</span>
          {formatEuros(price.baseCents)}
        </s>
      ) : null}
      <span className={clsx(c.salePrice, onSale && c.salePriceDiscounted)}>
        {onSale ? (
          <span className={c.visuallyHidden}>{`${articleListMessages.salePriceLabel} `}</span>
        ) : null}
        {formatEuros(price.saleCents)}
      </span>
    </div>
  );
}
