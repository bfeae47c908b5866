import { describe, expect, it } from 'vitest';
import { billingWords, personalWords, scrubJson, scrubText } from './personal-words.js';

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
});
