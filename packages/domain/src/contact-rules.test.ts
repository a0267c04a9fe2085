import { describe, expect, it } from 'vitest';
import {
  contactFormErrors,
  hasContactMeans,
  isContactMessageLongEnough,
  isRobotAnswerCorrect,
  isValidEmail,
  isValidFrenchPhone,
  robotNumber,
} from './contact-rules';
import { CONTACT_MEANS_MISSING, CONTACT_MESSAGE_TOO_SHORT } from './messages';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'jean.dupont@labo.fr',
      'a@b.co',
      'achats+devis@universite-paris.fr',
      "o'neil@example.com",
      'X_Y@sub.domain.example.org',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const email of [
      '',
      'jean',
      'jean@',
      '@labo.fr',
      'jean@labo',
      'jean@labo.',
      'jean@.fr',
      'jean dupont@labo.fr',
      ' jean@labo.fr',
      'jean@labo.fr ',
      'jean..dupont@labo.fr',
      '.jean@labo.fr',
      'jean@@labo.fr',
      'jean@-labo.fr',
      'jean@labo.f',
      `${'a'.repeat(250)}@b.fr`,
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});

describe('isValidFrenchPhone (docs/product/contact.md#phone-rule)', () => {
  it('accepts 10 digits starting with 0', () => {
    for (const phone of ['0123456789', '01 23 45 67 89', '01.23.45.67.89', '01-23-45-67-89']) {
      expect(isValidFrenchPhone(phone), phone).toBe(true);
    }
  });

  it('accepts + followed by 10 or 11 digits', () => {
    for (const phone of ['+33612345678', '+33 6 12 34 56 78', '+3312345678', '+1.234.567.8901']) {
      expect(isValidFrenchPhone(phone), phone).toBe(true);
    }
  });

  it('refuses the rest', () => {
    for (const phone of [
      '',
      '123456789',
      '1234567890',
      '012345678',
      '01234567890',
      '+331234567',
      '+336123456789',
      '01  23 45 67 89',
      '01 23 45 67 89 ',
      ' 0123456789',
      '-0123456789',
      '+ 33612345678',
      '01/23/45/67/89',
      '06 12 34 56 7a',
    ]) {
      expect(isValidFrenchPhone(phone), phone).toBe(false);
    }
  });
});

describe('contact form rules (docs/product/contact.md#contact-means-rule)', () => {
  it('wants a message of 3 characters or more', () => {
    expect(isContactMessageLongEnough('abc')).toBe(true);
    expect(isContactMessageLongEnough('ab')).toBe(false);
    expect(isContactMessageLongEnough('  ab  ')).toBe(false);
  });

  it('wants one valid phone or e-mail', () => {
    expect(hasContactMeans({ phone_number: '0123456789', email: '' })).toBe(true);
    expect(hasContactMeans({ phone_number: '', email: 'a@b.fr' })).toBe(true);
    expect(hasContactMeans({ phone_number: '12', email: ' a@b.fr ' })).toBe(true);
    expect(hasContactMeans({ phone_number: '12', email: 'nope' })).toBe(false);
    expect(hasContactMeans({})).toBe(false);
  });

  it('reports each failed rule with its French text', () => {
    expect(contactFormErrors({ content: 'Bonjour', email: 'a@b.fr' })).toEqual({});
    expect(contactFormErrors({ content: 'Bo', email: 'a@b.fr' })).toEqual({
      content: CONTACT_MESSAGE_TOO_SHORT,
    });
    expect(contactFormErrors({ content: '', phone_number: 'x' })).toEqual({
      content: CONTACT_MESSAGE_TOO_SHORT,
      contactMeans: CONTACT_MEANS_MISSING,
    });
  });
});

describe('robot check (docs/product/contact.md#robot-check)', () => {
  it('draws whole numbers from 0 to 5', () => {
    expect(robotNumber(() => 0)).toBe(0);
    expect(robotNumber(() => 0.5)).toBe(3);
    expect(robotNumber(() => 0.9999999)).toBe(5);
    expect(robotNumber(() => 1)).toBe(5);
    for (let i = 0; i < 200; i += 1) {
      const n = robotNumber();
      expect(Number.isInteger(n) && n >= 0 && n <= 5).toBe(true);
    }
  });

  it('checks the sum', () => {
    expect(isRobotAnswerCorrect(2, 3, '5')).toBe(true);
    expect(isRobotAnswerCorrect(2, 3, ' 5 ')).toBe(true);
    expect(isRobotAnswerCorrect(0, 0, '0')).toBe(true);
    expect(isRobotAnswerCorrect(2, 3, '6')).toBe(false);
    expect(isRobotAnswerCorrect(2, 3, '')).toBe(false);
    expect(isRobotAnswerCorrect(2, 3, '5.0')).toBe(false);
    expect(isRobotAnswerCorrect(2, 3, 'cinq')).toBe(false);
  });
});
