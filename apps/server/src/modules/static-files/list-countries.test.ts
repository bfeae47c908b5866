import { describe, expect, it } from 'vitest';
import { countryName, listCountries } from './list-countries.js';

describe('countryName', () => {
  it("names a country in the document's language, as the billing form lists it", () => {
    expect(countryName('AT', 'hu')).toBe('Ausztria');
    expect(countryName('AT', 'en')).toBe('Austria');
    expect(countryName('de', 'hu')).toBe(
      listCountries().find((country) => country.code === 'DE')?.name_hu,
    );
  });

  it('keeps a code the list does not know', () => {
    expect(countryName('XX', 'en')).toBe('XX');
  });
});
