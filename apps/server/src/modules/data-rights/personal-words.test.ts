import { describe, expect, it } from 'vitest';
import {
  billingWords,
  personalWords,
  scrubJson,
  scrubText,
  wholeWordPattern,
} from './personal-words.js';

describe('personal words', () => {
  it('keeps distinct words of four characters or more, the longest first', () => {
    expect(
      personalWords(['Kiss Anna', 'kiss anna', ' ', 'Bo', 'kiss.anna@example.com', null]),
    ).toEqual(['kiss.anna@example.com', 'kiss anna']);
  });

  it('takes a billing address apart into its name, tax number and street line', () => {
    expect(
      billingWords({
        name: 'Példa Kft.',
        tax_number: '12345678-2-41',
        street_name: 'Próba',
        public_place_category: 'utca',
        house_number: '12.',
      }),
    ).toEqual(['Példa Kft.', '12345678-2-41', 'Próba', 'Próba utca 12.']);
  });

  it('replaces the words in texts and in every string of a JSON value, case-insensitively', () => {
    expect(scrubText('Kérte: KISS ANNA (a+b@x.hu)', ['kiss anna', 'a+b@x.hu'], '[x]')).toBe(
      'Kérte: [x] ([x])',
    );
    expect(
      scrubJson({ a: ['Kiss Anna'], b: { c: 3, d: 'kiss anna írta' } }, ['Kiss Anna'], '[x]'),
    ).toEqual({ a: ['[x]'], b: { c: 3, d: '[x] írta' } });
  });

  it('replaces a word only where it stands as a whole', () => {
    expect(scrubText('ann@x.hu, joann@x.hu; ann@x.hu.', ['ann@x.hu'], '[x]')).toBe(
      '[x], joann@x.hu; [x].',
    );
    expect(scrubText('Kiss Anna és Kiss Annamária', ['Kiss Anna'], '[x]')).toBe(
      '[x] és Kiss Annamária',
    );
    expect(scrubText('adószám: 12345678-2-41', ['12345678-2-41'], '[x]')).toBe('adószám: [x]');
  });

  it('gives PostgreSQL the same rule for a lower-cased text', () => {
    const pattern = new RegExp(wholeWordPattern('Ann+1@X.hu'));
    expect(pattern.test('{"to": "ann+1@x.hu"}')).toBe(true);
    expect(pattern.test('login:ann+1@x.hu')).toBe(true);
    expect(pattern.test('{"to": "joann+1@x.hu"}')).toBe(false);
    expect(pattern.test('ann+1@x.hun')).toBe(false);
  });
});
