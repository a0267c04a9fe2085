import type { ContactMailData } from '#modules/contact/contact-public';
import type { QuoteMailData } from '#modules/quote/quote-public';

/** A quote of two lines, one under a 10 % campaign, created in Paris on 21/11/2026. */
export function sampleQuote(overrides: Partial<QuoteMailData> = {}): QuoteMailData {
  return {
    id: 42,
    number: '202611-42',
    createdAt: new Date('2026-11-21T09:30:00Z'),
    firstName: 'Marie',
    lastName: 'Curie',
    email: 'marie.curie@example.org',
    phone: '01 02 03 04 05',
    company: 'Laboratoire Curie',
    orderReference: 'BC-2026-0042',
    comment: '',
    delivery: {
      street: '11 rue Pierre et Marie Curie',
      complement: 'Bâtiment B',
      zipCode: '75005',
      city: 'Paris',
      country: 'France',
    },
    billing: {
      street: '1 place du Panthéon',
      complement: '',
      zipCode: '75005',
      city: 'Paris',
      country: 'France',
    },
    lines: [
      {
        reference: 'DUR-211063',
        title: 'Duran - Bécher forme basse 250 ml',
        packing: 'Carton de 10',
        unitPriceCents: 4590,
        salePercentage: 0,
        quantity: 2,
        lineTotalHtCents: 9180,
      },
      {
        reference: 'GIL-F161930',
        title: 'Gilson - Pointes de pipette 200 µl',
        packing: 'Sachet de 1000',
        unitPriceCents: 1250,
        salePercentage: 10,
        quantity: 3,
        lineTotalHtCents: 3375,
      },
    ],
    totalQuantity: 5,
    totalHtCents: 12_555,
    totalTtcCents: 15_066,
    ...overrides,
  };
}

export function sampleContact(overrides: Partial<ContactMailData> = {}): ContactMailData {
  return {
    id: 7,
    firstName: 'Louis',
    lastName: 'Pasteur',
    phoneNumber: '06 12 34 56 78',
    email: 'louis.pasteur@example.org',
    company: 'Institut Pasteur',
    content: 'Bonjour,\nAvez-vous des boîtes de Petri en verre ?',
    createdAt: new Date('2026-11-21T14:00:00Z'),
    ...overrides,
  };
}

/** A contact form as the web app posts it (docs/product/contact.md#contact-call). */
export const sampleContactForm = {
  first_name: 'Rosalind',
  last_name: 'Franklin',
  phone_number: '',
  email: 'rosalind@example.org',
  company: 'King’s College',
  content: 'Avez-vous des pipettes graduées de 10 ml ?',
  environment: 'production',
};
