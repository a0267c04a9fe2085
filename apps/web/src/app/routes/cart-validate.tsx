import { QuoteValidationPage } from '../../features/quote-request/components/quote-validation-page';

/** SPEC §2 /cart/validate. */
export function CartValidateRoute() {
  return <QuoteValidationPage />;
}
