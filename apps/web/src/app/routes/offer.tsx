import { useParams, useSearchParams } from 'react-router';
import { BuyerOfferPage } from '#features/offer-answer/components/buyer-offer-page.tsx';
import { signedLinkOf } from '#shared/quotes/offer-link.ts';

/** /quote/{id}/offer: an offer for its buyer (docs/product/offers.md#buyer-answer). */
export function OfferRoute() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  return <BuyerOfferPage key={id} id={id} link={signedLinkOf(search)} />;
}
