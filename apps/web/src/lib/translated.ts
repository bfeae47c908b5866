import type { Translations } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';

/**
 * A text in the chosen language: the main field is Hungarian, `*_translations.en` the English one;
 * an empty translation falls back to Hungarian.
 */
export function translated(
  locale: Locale,
  hu: string,
  translations: Translations | null | undefined,
): string {
  if (locale === 'hu') return hu;
  const value = translations?.[locale];
  return value && value.trim() !== '' ? value : hu;
}

/** A text kept as a Hungarian and an English field (`name`, `name_en`); an empty English one falls back. */
export function inLocale(locale: Locale, hu: string, en: string | null | undefined): string {
  return locale !== 'hu' && en && en.trim() !== '' ? en : hu;
}
