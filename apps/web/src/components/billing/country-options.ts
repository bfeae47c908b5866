import type { Country } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';

/** Hungary first, then every other country by its name in the current language (pure). */
export function countryOptions(
  countries: readonly Country[],
  locale: Locale,
): { value: string; label: string }[] {
  const name = (country: Country) => (locale === 'hu' ? country.name_hu : country.name_en);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const hungary = countries.filter((country) => country.code === 'HU');
  const others = countries
    .filter((country) => country.code !== 'HU')
    .sort((a, b) => collator.compare(name(a), name(b)));
  return [...hungary, ...others].map((country) => ({ value: country.code, label: name(country) }));
}
