import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';

interface BoxOfficeCartState {
  /** The staff member whose desk cart `key` is; null when there is none. */
  owner: number | null;
  /** The key of their box-office cart; null until a sale screen asks for one. */
  key: string | null;
  setKey: (owner: number, key: string | null) => void;
}

function isCartKey(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{32}$/.test(value);
}

function isStaffId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

const name = 'jegy-box-office-cart';

function stored(persisted: unknown): Pick<BoxOfficeCartState, 'owner' | 'key'> {
  const owner = pick(persisted, 'owner', isStaffId) ?? null;
  const key = pick(persisted, 'key', isCartKey) ?? null;
  return owner === null || key === null ? { owner: null, key: null } : { owner, key };
}

/**
 * The desk cart of the cashier signed in in this browser (localStorage, beside their session):
 * every tab of theirs shows the same cart, it survives a reload, and a tab follows at once when
 * another one changes it (a sale completed, a new cart). Another staff member signing in on the
 * same browser does not get it (`owner`). The cart itself is the server's.
 */
export const useBoxOfficeCartStore = create<BoxOfficeCartState>()(
  persist(
    (set) => ({
      owner: null,
      key: null,
      setKey: (owner, key) => {
        set(key === null ? { owner: null, key: null } : { owner, key });
      },
    }),
    {
      name,
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ owner: state.owner, key: state.key }),
      migrate: (persisted) => stored(persisted),
      merge: (persisted, current) => ({ ...current, ...stored(persisted) }),
    },
  ),
);

/** The key of this staff member's desk cart, or null (another's key is not theirs). */
export function deskCartKeyOf(
  state: Pick<BoxOfficeCartState, 'owner' | 'key'>,
  staffId: number,
): string | null {
  return state.owner === staffId ? state.key : null;
}

/** A `storage` event: when another tab of this browser changed the desk cart, take its key. */
export function followOtherTab(changedKey: string | null): Promise<void> | undefined {
  return changedKey === name ? useBoxOfficeCartStore.persist.rehydrate() : undefined;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    void followOtherTab(event.key);
  });
}
