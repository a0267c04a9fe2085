/** The cart with a plus of the add-to-quote buttons. */
const CART_WITH_PLUS =
  'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25';

/**
 * Material Icons' "add_shopping_cart" (Apache License 2.0), the glyph of MUI's
 * AddShoppingCart icon, drawn as a plain element: every row of a list has one, and MUI's
 * icon computes its styles for each (docs/performance.md#the-lists-add-buttons). The size of
 * the text around it, in its colour.
 */
export function AddToCartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={CART_WITH_PLUS} />
    </svg>
  );
}
