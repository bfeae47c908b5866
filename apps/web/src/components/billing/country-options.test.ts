import type { Country } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

const countries: Country[] = [
  { code: 'AT', name_hu: 'Ausztria', name_en: 'Austria' },
  { code: 'HU', name_hu: 'Magyarország', name_en: 'Hungary' },
  { code: 'DE', name_hu: 'Németország', name_en: 'Germany' },
  { code: 'EG', name_hu: 'Egyiptom', name_en: 'Egypt' },
  { code: 'CZ', name_hu: 'Csehország', name_en: 'Czechia' },
];

describe('countryOptions', () => {
  it('puts Hungary first, then sorts by the Hungarian name (cs after c, accents folded)', () => {
    expect(countryOptions(countries, 'hu').map((option) => option.label)).toEqual([
      'Magyarország',
      'Ausztria',
      'Csehország',
      'Egyiptom',
      'Németország',
    ]);
  });

  it('sorts by the English name in English', () => {
    expect(countryOptions(countries, 'en')).toEqual([
      { value: 'HU', label: 'Hungary' },
      { value: 'AT', label: 'Austria' },
      { value: 'CZ', label: 'Czechia' },
      { value: 'EG', label: 'Egypt' },
      { value: 'DE', label: 'Germany' },
    ]);
  });
});
