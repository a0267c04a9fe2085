/**
 * Class names of the article pieces repeated on every row and card of a list. A list page
 * shows hundreds of them: with `sx`, each instance computed and hashed its styles again
 * (MUI's style engine and Emotion were about half of a 100-row list's render). These
 * classes are written once, by <ArticleStyles /> (article-styles.tsx); their names live
 * apart, so that a control using them (the cart's add-to-quote field, in the header's
 * search results) does not bring the whole stylesheet into the first page.
 */
export const articleClasses = {
  row: 'lab-article-row',
  grid: 'lab-article-grid',
  gridComplement: 'lab-article-grid--complement',
  foldable: 'lab-article-row__foldable',
  folded: 'lab-article-row__folded',
  cell: 'lab-article-row__cell',
  pictureCell: 'lab-article-row__picture',
  nameCell: 'lab-article-row__name',
  priceCell: 'lab-article-row__price',
  complementCell: 'lab-article-row__complement',
  card: 'lab-article-card',
  cardBody: 'lab-article-card__body',
  cardTop: 'lab-article-card__top',
  cardPicture: 'lab-article-card__picture',
  cardText: 'lab-article-card__text',
  cardMeta: 'lab-article-card__meta',
  cardBrand: 'lab-article-card__brand',
  cardBottom: 'lab-article-card__bottom',
  cardPrice: 'lab-article-card__price',
  cardActions: 'lab-article-card__actions',
  name: 'lab-article-name',
  description: 'lab-article-description',
  secondary: 'lab-article-secondary',
  reference: 'lab-article-reference',
  thumbnail: 'lab-article-thumbnail',
  pennant: 'lab-article-pennant',
  pennantSale: 'lab-article-pennant--sale',
  pennantLarge: 'lab-article-pennant--large',
  price: 'lab-article-price',
  priceLeft: 'lab-article-price--left',
  priceLarge: 'lab-article-price--large',
  basePrice: 'lab-article-price__base',
  salePrice: 'lab-article-price__sale',
  salePriceDiscounted: 'lab-article-price__sale--discounted',
  noPrice: 'lab-article-price__none',
  discount: 'lab-article-discount',
  addForm: 'lab-add-to-quote',
  addFormFull: 'lab-add-to-quote--full',
  addAmount: 'lab-add-to-quote__amount',
  addLabel: 'lab-add-to-quote__label',
  addInput: 'lab-add-to-quote__input',
  addButton: 'lab-add-to-quote__button',
  moreButton: 'lab-article-list__more',
  visuallyHidden: 'lab-visually-hidden',
} as const;
