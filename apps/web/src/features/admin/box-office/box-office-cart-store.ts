import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';

interface BoxOfficeCartState {
  /** The key of this tab's box-office cart; null until its first sale screen asks for one. */
  key: string | null;
  setKey: (key: string | null) => void;
}

function isCartKey(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{32}$/.test(value);
}

/**
 * The box-office cart of this browser tab (sessionStorage): it survives a reload of the sale
 * screen, and two tabs of one cashier never share a cart. The cart itself is the server's.
 */
export const useBoxOfficeCartStore = create<BoxOfficeCartState>()(
  persist(
    (set) => ({
      key: null,
      setKey: (key) => {
        set({ key });
      },
    }),
    {
      name: 'jegy-box-office-cart',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ key: state.key }),
      migrate: (persisted) => ({ key: pick(persisted, 'key', isCartKey) ?? null }),
      merge: (persisted, current) => ({
        ...current,
        key: pick(persisted, 'key', isCartKey) ?? null,
      }),
    },
  ),
);
