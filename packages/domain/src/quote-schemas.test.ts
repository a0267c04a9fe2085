import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  QUANTITY_BELOW_ONE,
  QUANTITY_NOT_WHOLE,
  QUOTE_DUPLICATE_ARTICLE,
  QUOTE_LINES_REQUIRED,
  QUOTE_TOO_MANY_LINES,
} from './messages';
import { quantitySchema, quoteCreatedAnswerSchema, quoteRequestSchema } from './quote-schemas';

const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('quoteRequestSchema (docs/product/quote-request.md#quote-request-payload)', () => {
  const minimal = { email: 'a@b.fr', lines: [{ article_id: 812, quantity: 2 }] };

  it('needs only an e-mail and lines', () => {
    expect(quoteRequestSchema.parse(minimal)).toEqual(minimal);
  });

  it('accepts every payload field, trimmed', () => {
    const full = {
      firstName: ' Jean ',
      lastName: 'Dupont',
      email: 'a@b.fr',
      phone: '0123456789',
      comment: 'Livraison le matin',
      deliveryStreet: '1 rue de la Paix',
      deliveryStreetComplement: '',
      deliveryCityZipCode: '75002',
      deliveryCity: 'Paris',
      deliveryCountry: 'France',
      billingStreet: '1 rue de la Paix',
      billingStreetComplement: '',
      billingCityZipCode: '75002',
      billingCity: 'Paris',
      billingCountry: 'France',
      lines: [
        { article_id: 1, quantity: 1 },
        { article_id: 2, quantity: 9999 },
      ],
      env: 'production',
    };
    expect(quoteRequestSchema.parse(full)).toEqual({ ...full, firstName: 'Jean' });
  });

  it('says the e-mail is required or invalid', () => {
    expect(issues(quoteRequestSchema.safeParse({ ...minimal, email: '' }))).toEqual([
      ['email', FIELD_REQUIRED],
    ]);
    expect(issues(quoteRequestSchema.safeParse({ lines: minimal.lines }))).toEqual([
      ['email', FIELD_REQUIRED],
    ]);
    expect(issues(quoteRequestSchema.safeParse({ ...minimal, email: 'a@b' }))).toEqual([
      ['email', EMAIL_INVALID],
    ]);
  });

  it('wants 1 to 500 lines, each article once', () => {
    expect(issues(quoteRequestSchema.safeParse({ ...minimal, lines: [] }))).toEqual([
      ['lines', QUOTE_LINES_REQUIRED],
    ]);
    expect(issues(quoteRequestSchema.safeParse({ email: 'a@b.fr' }))).toEqual([
      ['lines', QUOTE_LINES_REQUIRED],
    ]);
    const many = Array.from({ length: 501 }, (_, i) => ({ article_id: i + 1, quantity: 1 }));
    expect(issues(quoteRequestSchema.safeParse({ ...minimal, lines: many }))).toEqual([
      ['lines', QUOTE_TOO_MANY_LINES],
    ]);
    expect(quoteRequestSchema.safeParse({ ...minimal, lines: many.slice(0, 500) }).success).toBe(
      true,
    );
    const twice = [
      { article_id: 1, quantity: 1 },
      { article_id: 1, quantity: 2 },
    ];
    expect(issues(quoteRequestSchema.safeParse({ ...minimal, lines: twice }))).toEqual([
      ['lines', QUOTE_DUPLICATE_ARTICLE],
    ]);
  });

  it('applies the quantity rule to each line', () => {
    const withQuantity = (quantity: unknown) =>
      issues(quoteRequestSchema.safeParse({ ...minimal, lines: [{ article_id: 1, quantity }] }));
    expect(withQuantity(0)).toEqual([['lines.0.quantity', QUANTITY_BELOW_ONE]]);
    expect(withQuantity(1.5)).toEqual([['lines.0.quantity', QUANTITY_NOT_WHOLE]]);
    expect(withQuantity(10000)).toEqual([['lines.0.quantity', QUANTITY_NOT_WHOLE]]);
    expect(withQuantity('2')).toEqual([['lines.0.quantity', QUANTITY_NOT_WHOLE]]);
  });

  it('bounds free texts', () => {
    expect(quoteRequestSchema.safeParse({ ...minimal, comment: 'x'.repeat(5001) }).success).toBe(
      false,
    );
    expect(quoteRequestSchema.safeParse({ ...minimal, firstName: 'x'.repeat(101) }).success).toBe(
      false,
    );
  });
});

describe('quote created answer', () => {
  it('answers a created quote with both totals and its PDF link', () => {
    const created = {
      id: 42,
      sort_number: '202611-42',
      total_ht_price: '10.00',
      total_ttc_price: '12.00',
      pdf_link: '/exposed/quote/42/pdf?expires=1800000000&signature=abc',
    };
    expect(quoteCreatedAnswerSchema.parse(created)).toEqual(created);
  });
});

describe('quantitySchema', () => {
  it('accepts integers from 1 to 9999', () => {
    expect(quantitySchema.parse(1)).toBe(1);
    expect(quantitySchema.parse(9999)).toBe(9999);
  });

  it('refuses the rest with the quantity rule texts', () => {
    const message = (value: unknown) => quantitySchema.safeParse(value).error?.issues[0]?.message;
    expect(message(0)).toBe(QUANTITY_BELOW_ONE);
    expect(message(-2)).toBe(QUANTITY_BELOW_ONE);
    expect(message(1.5)).toBe(QUANTITY_NOT_WHOLE);
    expect(message(10000)).toBe(QUANTITY_NOT_WHOLE);
    expect(message('3')).toBe(QUANTITY_NOT_WHOLE);
  });
});
