import {
  catalogs,
  defaultLocale,
  fallbackLocale,
  isLocale,
  locales,
  resolveLocale,
  type Locale,
  type MessageKey,
} from '@theatre/i18n';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof catalogs.hu };
  }
}

export type { Locale, MessageKey };
export { locales };

/**
 * The language to start with (pure): the remembered choice, else Hungarian when the browser's
 * language is Hungarian, else English (spec section 1).
 */
export function initialLocale(remembered: unknown, browserLanguage: string | undefined): Locale {
  if (isLocale(remembered)) return remembered;
  if (!browserLanguage) return defaultLocale;
  return resolveLocale(browserLanguage);
}

function applyHtmlLang(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function setupI18n(locale: Locale): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: {
      hu: { translation: catalogs.hu },
      en: { translation: catalogs.en },
    },
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyHtmlLang(locale);
  i18next.on('languageChanged', applyHtmlLang);
  return i18next;
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : defaultLocale;
}

export function changeLocale(locale: Locale): Promise<unknown> {
  return i18next.changeLanguage(locale);
}

/** Translate outside React (toasts of the API client). */
export function translate(key: MessageKey): string {
  return i18next.t(key);
}

/** The current locale inside React; re-renders on change. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}
