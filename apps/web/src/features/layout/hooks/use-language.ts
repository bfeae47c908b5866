import type { Locale } from '@theatre/i18n';
import { useCallback } from 'react';
import { changeLocale, useLocale } from '../../../lib/i18n';
import { useLanguageStore } from '../stores/language-store';

/** The current language and a setter that remembers the choice. */
export function useLanguage(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const locale = useLocale();
  const remember = useLanguageStore((state) => state.setLanguage);
  const setLocale = useCallback(
    (next: Locale) => {
      remember(next);
      void changeLocale(next);
    },
    [remember],
  );
  return { locale, setLocale };
}
