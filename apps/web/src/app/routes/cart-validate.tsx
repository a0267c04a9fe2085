import { QuoteValidationPage } from '#features/quote-request/components/quote-validation-page.tsx';

/** SPEC §2 /cart/validate. */
export function CartValidateRoute() {
  return <QuoteValidationPage />;
}
