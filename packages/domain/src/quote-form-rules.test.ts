import { describe, expect, it } from 'vitest';
import { type Address, EMPTY_ADDRESS } from './auth-schemas';
import { EMAIL_INVALID, FIELD_REQUIRED } from './messages';
import {
  billingAddressOf,
  canSendQuote,
  type QuoteFormUser,
  quoteEmailError,
  quoteFormFromUser,
  quoteRequestFromForm,
  withBillingSameAsDelivery,
} from './quote-form-rules';
import { quoteRequestSchema } from './quote-schemas';

const paris: Address = {
  street: 'Laboratoire de chimie, 4 place Jussieu',
  additionalStreet: 'Bâtiment B',
  city: 'Paris',
  zipCode: '75005',
  country: 'France',
};
const lyon: Address = {
  street: 'Service achats, 2 rue Dumenge',
  additionalStreet: '',
  city: 'Lyon',
  zipCode: '69004',
  country: 'France',
};

function customer(overrides: Partial<QuoteFormUser> = {}): QuoteFormUser {
  return {
    firstName: 'Marie',
    lastName: 'Curie',
    email: 'marie.curie@labo.fr',
    phone: '0612345678',
    default_delivery_address: paris,
    default_billing_address: lyon,
    ...overrides,
  };
}

describe('quoteFormFromUser', () => {
  it('starts empty for a visitor, billing mirroring delivery', () => {
    const form = quoteFormFromUser(null);
    expect(form).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      orderReference: '',
      comment: '',
      delivery: EMPTY_ADDRESS,
      billing: EMPTY_ADDRESS,
      billingSameAsDelivery: true,
    });
  });

  it("pre-fills a customer's identity and default addresses", () => {
    const form = quoteFormFromUser(customer());
    expect(form).toMatchObject({
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie.curie@labo.fr',
      phone: '0612345678',
      comment: '',
      delivery: paris,
      billing: lyon,
    });
    // A billing address of its own is shown, not hidden behind the switch.
    expect(form.billingSameAsDelivery).toBe(false);
  });

  it('turns the switch on when the billing address is empty or the delivery one', () => {
    expect(
      quoteFormFromUser(customer({ default_billing_address: EMPTY_ADDRESS })).billingSameAsDelivery,
    ).toBe(true);
    expect(
      quoteFormFromUser(customer({ default_billing_address: { ...paris, city: ' Paris ' } }))
        .billingSameAsDelivery,
    ).toBe(true);
  });

  it('copies the addresses, so editing the form never changes the stored user', () => {
    const user = customer();
    const form = quoteFormFromUser(user);
    form.delivery.city = 'Marseille';
    expect(user.default_delivery_address.city).toBe('Paris');
  });
});

describe('billing switch', () => {
  const base = { ...quoteFormFromUser(customer()), billingSameAsDelivery: false };

  it('mirrors delivery while on, whatever the billing fields held', () => {
    const on = withBillingSameAsDelivery(base, true);
    expect(billingAddressOf(on)).toEqual(paris);
    const delivered = { ...on, delivery: { ...on.delivery, city: 'Orsay' } };
    expect(billingAddressOf(delivered).city).toBe('Orsay');
  });

  it('keeps its own billing address while off', () => {
    expect(billingAddressOf(base)).toEqual(lyon);
  });

  it('leaves the latest delivery address in the billing fields when turned off', () => {
    const on = withBillingSameAsDelivery(base, true);
    const edited = { ...on, delivery: { ...on.delivery, zipCode: '91400' } };
    const off = withBillingSameAsDelivery(edited, false);
    expect(off.billingSameAsDelivery).toBe(false);
    expect(off.billing).toEqual({ ...paris, zipCode: '91400' });
    // A copy: editing delivery afterwards leaves billing alone.
    expect(off.billing).not.toBe(off.delivery);
  });
});

describe('canSendQuote', () => {
  it('needs a line, whatever the e-mail field holds (its check comes on send)', () => {
    expect(canSendQuote(1)).toBe(true);
    expect(canSendQuote(0)).toBe(false);
  });
});

describe('quoteEmailError', () => {
  it('says the field is required when empty or blank', () => {
    expect(quoteEmailError('')).toBe(FIELD_REQUIRED);
    expect(quoteEmailError('   ')).toBe(FIELD_REQUIRED);
  });

  it('says the address is invalid when malformed', () => {
    expect(quoteEmailError('marie@')).toBe(EMAIL_INVALID);
    expect(quoteEmailError('marie curie@labo.fr')).toBe(EMAIL_INVALID);
  });

  it('accepts a valid address, blanks around it included', () => {
    expect(quoteEmailError('marie.curie@labo.fr')).toBeNull();
    expect(quoteEmailError(' marie.curie@labo.fr ')).toBeNull();
  });
});

describe('quoteRequestFromForm', () => {
  const lines = [
    { id: 812, quantity: 2 },
    { id: 44, quantity: 1 },
  ];

  it('maps every field to its wire name, trimmed, with env production', () => {
    const form = {
      ...quoteFormFromUser(customer()),
      firstName: ' Marie ',
      email: ' marie.curie@labo.fr',
      company: ' Laboratoire Curie ',
      orderReference: ' BC-2026-001 ',
      comment: ' Livraison le matin ',
    };
    const payload = quoteRequestFromForm(form, lines);
    expect(payload).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie.curie@labo.fr',
      phone: '0612345678',
      company: 'Laboratoire Curie',
      orderReference: 'BC-2026-001',
      comment: 'Livraison le matin',
      deliveryStreet: paris.street,
      deliveryStreetComplement: 'Bâtiment B',
      deliveryCityZipCode: '75005',
      deliveryCity: 'Paris',
      deliveryCountry: 'France',
      billingStreet: lyon.street,
      billingStreetComplement: '',
      billingCityZipCode: '69004',
      billingCity: 'Lyon',
      billingCountry: 'France',
      lines: [
        { article_id: 812, quantity: 2 },
        { article_id: 44, quantity: 1 },
      ],
      env: 'production',
    });
    // What the client sends is what the server's schema accepts, unchanged.
    expect(quoteRequestSchema.parse(payload)).toEqual(payload);
  });

  it('sends the delivery address as billing while the switch is on', () => {
    const form = withBillingSameAsDelivery(quoteFormFromUser(customer()), true);
    const payload = quoteRequestFromForm(form, lines);
    expect(payload).toMatchObject({
      billingStreet: paris.street,
      billingStreetComplement: 'Bâtiment B',
      billingCityZipCode: '75005',
      billingCity: 'Paris',
      billingCountry: 'France',
    });
  });
});
