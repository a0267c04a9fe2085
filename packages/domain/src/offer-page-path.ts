/**
 * The web page where a buyer reads and answers the offers of a quote
 * (docs/product/offers.md#buyer-answer): the server writes it in the offer mail, the web
 * app routes it. Without zod, so that the web's route table stays off the validation code.
 */
export const offerPagePath = (quoteId: number) => `/quote/${quoteId}/offer`;
