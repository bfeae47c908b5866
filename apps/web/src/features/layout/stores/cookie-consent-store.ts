import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isBoolean, pick } from '../../../lib/persisted';

interface CookieConsentState {
  /** docs/product.md §3: false until the visitor accepts. */
  opt_in_out: boolean;
  accept: () => void;
}

export const useCookieConsentStore = create<CookieConsentState>()(
  persist(
    (set) => ({
      opt_in_out: false,
      accept: () => {
        set({ opt_in_out: true });
      },
    }),
    {
      name: 'jegy-cookie-consent',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ opt_in_out: state.opt_in_out }),
      migrate: (persisted) => ({ opt_in_out: pick(persisted, 'opt_in_out', isBoolean) ?? false }),
    },
  ),
);
