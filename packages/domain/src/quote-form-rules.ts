import { type Address, EMPTY_ADDRESS, type SelfUser } from './auth-schemas';
import { emailSchema } from './form-fields';
import type { QuoteRequest } from './quote-schemas';
import { CLIENT_ENV } from './wire-primitives';

// The /cart/validate form (docs/product/quote-request.md#validation-page) as pure
// functions: what the page holds, how it is pre-filled, when it may be sent and the
// payload built from it.

/**
 * The optional field of the buyer's own purchase-order number, as the form, the mails and
 * the devis name it (docs/product/quote-request.md#order-reference).
 */
export const ORDER_REFERENCE_LABEL = 'Votre référence (bon de commande)';

/** Step 1 "Coordonnées" and the step 2 comment, as typed. */
export type QuoteForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** "Société / laboratoire", optional. */
  company: string;
  /** ORDER_REFERENCE_LABEL, optional. */
  orderReference: string;
  comment: string;
  delivery: Address;
  /** What the billing fields hold while the switch is off. */
  billing: Address;
  /** The "Utiliser l'adresse de livraison" switch. */
  billingSameAsDelivery: boolean;
};

function sameAddress(a: Address, b: Address): boolean {
  return (Object.keys(a) as (keyof Address)[]).every((key) => a[key].trim() === b[key].trim());
}

export type QuoteFormUser = Pick<
  SelfUser,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'default_delivery_address'
  | 'default_billing_address'
>;

/**
 * A logged-in customer finds the fields pre-filled; a visitor starts empty
 * (docs/product/quote-request.md#contact-details-step). The switch starts on unless the
 * customer keeps a billing address of its own, which it would otherwise hide.
 */
export function quoteFormFromUser(user: QuoteFormUser | null): QuoteForm {
  const delivery = user?.default_delivery_address ?? EMPTY_ADDRESS;
  const billing = user?.default_billing_address ?? EMPTY_ADDRESS;
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    company: '',
    orderReference: '',
    comment: '',
    delivery: { ...delivery },
    billing: { ...billing },
    billingSameAsDelivery: sameAddress(billing, EMPTY_ADDRESS) || sameAddress(billing, delivery),
  };
}

/**
 * With the switch on, billing mirrors delivery
 * (docs/product/quote-request.md#billing-address-toggle).
 */
export function billingAddressOf(form: QuoteForm): Address {
  return form.billingSameAsDelivery ? form.delivery : form.billing;
}

/**
 * Turns the switch on or off. Turning it off leaves the billing fields holding the
 * delivery address they showed, ready to be edited, rather than older values.
 */
export function withBillingSameAsDelivery(form: QuoteForm, on: boolean): QuoteForm {
  return { ...form, billing: { ...billingAddressOf(form) }, billingSameAsDelivery: on };
}

/**
 * docs/product/quote-request.md#send-button: unavailable while the cart is empty. An empty
 * e-mail field does not block the button: pressing it shows why
 * (docs/product/quote-request.md#e-mail-field-rule, checked by quoteEmailError).
 */
export function canSendQuote(lineCount: number): boolean {
  return lineCount > 0;
}

/**
 * The text shown under the e-mail field when the form is sent: "Ce champ est obligatoire"
 * when empty (docs/product/quote-request.md#e-mail-field-rule), the invalid-address text
 * when malformed, null when valid. The same schema checks the payload on the server.
 */
export function quoteEmailError(email: string): string | null {
  const result = emailSchema.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * docs/product/quote-request.md#quote-request-payload: form fields under their wire names,
 * lines as ids.
 */
export function quoteRequestFromForm(
  form: QuoteForm,
  lines: readonly { id: number; quantity: number }[],
): QuoteRequest {
  const billing = billingAddressOf(form);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    company: form.company.trim(),
    orderReference: form.orderReference.trim(),
    comment: form.comment.trim(),
    deliveryStreet: form.delivery.street.trim(),
    deliveryStreetComplement: form.delivery.additionalStreet.trim(),
    deliveryCityZipCode: form.delivery.zipCode.trim(),
    deliveryCity: form.delivery.city.trim(),
    deliveryCountry: form.delivery.country.trim(),
    billingStreet: billing.street.trim(),
    billingStreetComplement: billing.additionalStreet.trim(),
    billingCityZipCode: billing.zipCode.trim(),
    billingCity: billing.city.trim(),
    billingCountry: billing.country.trim(),
    lines: lines.map((line) => ({ article_id: line.id, quantity: line.quantity })),
    env: CLIENT_ENV,
  };
}
