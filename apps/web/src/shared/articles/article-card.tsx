import type { Article } from '@labo/domain/catalog-schemas';
import type { CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { articleClasses as c } from './article-classes';
import type { ArticleActionColumns } from './article-columns';
import { articleListMessages } from './article-list-messages';
import { ArticlePennant } from './article-pennant';
import { articlePrice } from './article-price';
import { ArticlePriceText } from './article-price-text';
import { ArticleThumbnail } from './article-thumbnail';
import { DiscountBadge } from './discount-badge';
import { useOpenArticle } from './use-open-article';

const THUMBNAIL_SIZE = 88;

type ArticleCardProps = {
  article: Article;
  now: Date;
  actionColumns: ArticleActionColumns;
  /** Among the first rows, in the window when the page opens (article-thumbnail.tsx). */
  aboveFold?: boolean;
  /** Absolute placement given by the virtualiser; the card fills the slot less the gap. */
  style?: CSSProperties;
};

/**
 * One article on a narrow screen (cards instead of rows at 768 px or less:
 * docs/product/catalogue.md#list-layout), with the classes of <ArticleStyles /> like the
 * table's rows.
 */
export function ArticleCard({ article, now, actionColumns, style, aboveFold }: ArticleCardProps) {
  const { path, onLinkClick, rowProps } = useOpenArticle(article);
  const price = articlePrice(article, now);
  return (
    <li style={style} className={c.card}>
      <article aria-label={article.label} className={c.cardBody} {...rowProps}>
        <div className={c.cardTop}>
          <div className={c.cardPicture}>
            <ArticlePennant article={article} percentage={price.percentage} />
            <ArticleThumbnail
              articleId={article.id}
              pictureId={article.pictures?.[0]?.id}
              size={THUMBNAIL_SIZE}
              aboveFold={aboveFold}
            />
          </div>
          <div className={c.cardText}>
            <RouterLink to={path} onClick={onLinkClick} className={c.name}>
              {article.label}
            </RouterLink>
            {/* A long brand is cut, never the reference (docs/product/catalogue.md#article-cards). */}
            <p className={c.cardMeta}>
              {article.brandName ? (
                <span className={c.cardBrand}>{`${article.brandName} · `}</span>
              ) : null}
              <span className={c.reference}>
                <span className={c.visuallyHidden}>
                  {`${articleListMessages.columns.reference} `}
                </span>
                {article.crmId}
              </span>
            </p>
            {article.conditionnement ? (
              <p className={c.secondary}>{article.conditionnement}</p>
            ) : null}
          </div>
        </div>
        <div className={c.cardBottom}>
          <div className={c.cardPrice}>
            <ArticlePriceText price={price} align="left" />
            {price.percentage > 0 ? <DiscountBadge percentage={price.percentage} /> : null}
          </div>
          {actionColumns.complement ? (
            <div className={c.cardActions}>
              {actionColumns.quote.render(article)}
              {actionColumns.complement.render(article)}
            </div>
          ) : (
            actionColumns.quote.render(article)
          )}
        </div>
      </article>
    </li>
  );
}
