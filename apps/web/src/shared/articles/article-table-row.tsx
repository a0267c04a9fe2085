// biome-ignore-all lint/a11y/useSemanticElements: a CSS-grid table with ARIA roles, as the virtualised lists place each row absolutely, which <tr> cannot be.
// biome-ignore-all lint/a11y/useFocusableInteractive: the row's click is a mouse shortcut; keyboard users open the article through its name link (use-open-article.ts).
import type { Article } from '@labo/domain/catalog-schemas';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { articleClasses as c } from './article-classes';
import type { ArticleActionColumns } from './article-columns';
import { ArticlePennant } from './article-pennant';
import { articlePrice } from './article-price';
import { ArticlePriceText } from './article-price-text';
import { ArticleThumbnail } from './article-thumbnail';
import { DiscountBadge } from './discount-badge';
import { useOpenArticle } from './use-open-article';

const THUMBNAIL_SIZE = 72;

type ArticleTableRowProps = {
  article: Article;
  now: Date;
  actionColumns: ArticleActionColumns;
  /** 1-based position among all rows, header included (virtualised lists). */
  rowIndex?: number;
  /** Among the first rows, in the window when the page opens (article-thumbnail.tsx). */
  aboveFold?: boolean;
  /** Absolute placement and fixed height given by the virtualiser. */
  style?: CSSProperties;
};

/**
 * One row of the article table (docs/product/catalogue.md#article-list-columns). Plain
 * elements with the classes of <ArticleStyles />: a list renders hundreds of rows, and
 * per-instance styles were a large part of their cost (decision 012,
 * docs/performance.md#article-row-styles).
 */
export function ArticleTableRow({
  article,
  now,
  actionColumns,
  rowIndex,
  style,
  aboveFold,
}: ArticleTableRowProps) {
  const { path, onLinkClick, rowProps } = useOpenArticle(article);
  const price = articlePrice(article, now);
  const { complement } = actionColumns;
  const folded = [article.brandName, article.conditionnement].filter(Boolean).join(' · ');
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      style={style}
      className={clsx(c.row, c.grid, complement && c.gridComplement)}
      {...rowProps}
    >
      <div role="cell" className={c.pictureCell}>
        <ArticlePennant article={article} percentage={price.percentage} />
        <ArticleThumbnail
          articleId={article.id}
          pictureId={article.pictures?.[0]?.id}
          size={THUMBNAIL_SIZE}
          aboveFold={aboveFold}
        />
      </div>
      <div role="cell" className={clsx(c.cell, c.nameCell)}>
        <RouterLink to={path} onClick={onLinkClick} className={c.name}>
          {article.label}
        </RouterLink>
        <p className={c.description}>{article.short_description}</p>
        {/* Marque and Cond. when their columns fold away (narrower tables). */}
        {folded ? <p className={clsx(c.secondary, c.folded)}>{folded}</p> : null}
      </div>
      <div role="cell" className={clsx(c.cell, c.foldable)}>
        <p className={c.secondary}>{article.brandName}</p>
      </div>
      <div role="cell" className={c.cell}>
        <span className={c.reference}>{article.crmId}</span>
      </div>
      <div role="cell" className={clsx(c.cell, c.foldable)}>
        <p className={c.secondary}>{article.conditionnement}</p>
      </div>
      {/* The discount badge under the price it explains. */}
      <div role="cell" className={c.priceCell}>
        <ArticlePriceText price={price} />
        {price.percentage > 0 ? <DiscountBadge percentage={price.percentage} /> : null}
      </div>
      <div role="cell">{actionColumns.quote.render(article)}</div>
      {complement ? (
        <div role="cell" className={c.complementCell}>
          {complement.render(article)}
        </div>
      ) : null}
    </div>
  );
}
