import { createRequire } from 'node:module';
import type { Country } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/hu.json') as countries.LocaleData);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

let cached: Country[] | undefined;

/**
 * ISO 3166-1 alpha-2 countries: Hungary first, then by Hungarian collation (docs/product.md §2).
 */
export function listCountries(): Country[] {
  if (cached) return cached;
  const hu = countries.getNames('hu', { select: 'official' });
  const en = countries.getNames('en', { select: 'official' });
  const collator = new Intl.Collator('hu', { sensitivity: 'base' });
  const all = Object.entries(hu).map(([code, name]) => ({
    code,
    name_hu: name,
    name_en: en[code] ?? name,
  }));
  const hungary = all.filter((c) => c.code === 'HU');
  const rest = all
    .filter((c) => c.code !== 'HU')
    .sort((a, b) => collator.compare(a.name_hu, b.name_hu));
  cached = [...hungary, ...rest];
  return cached;
}

/**
 * A country's name in a language (the same names the billing form offers); the code itself when
 * the list does not know it.
 */
export function countryName(code: string, locale: Locale): string {
  const upper = code.toUpperCase();
  const country = listCountries().find((entry) => entry.code === upper);
  if (!country) return code;
  return locale === 'hu' ? country.name_hu : country.name_en;
}
