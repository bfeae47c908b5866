import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isLocale, type Locale } from '@theatre/i18n';
import { pick } from '../../../lib/persisted';

interface LanguageState {
  /** The visitor's own choice; null until they choose (then the browser's language decides). */
  language: Locale | null;
  setLanguage: (language: Locale) => void;
}

export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: null,
      setLanguage: (language) => {
        set({ language });
      },
    }),
    {
      name: 'jegy-language',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ language: state.language }),
      migrate: (persisted) => ({ language: pick(persisted, 'language', isLocale) ?? null }),
    },
  ),
);
