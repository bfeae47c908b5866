import { create } from 'zustand';

/** The persisted cart's localStorage key (the cart store's `persist` name). */
export const cartStorageKey = 'jegy-cart';

/**
 * Whether the stored cart has items, read straight from localStorage (pure but for the read): the
 * first load knows it without the cart store, its guards and its calls. Anything unreadable is no
 * cart; the store's guards have the last word once it loads.
 */
export function storedCartHasItems(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem(cartStorageKey);
    if (!raw) return false;
    const items = (JSON.parse(raw) as { state?: { items?: unknown } } | null)?.state?.items;
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}

const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/**
 * Part of the first load: whether a cart with items is held. The header shows the count and the
 * countdown (a lazy chunk with the cart store) only then. The cart store keeps it current once
 * loaded; another tab's change comes through the `storage` event.
 */
export const useCartPresence = create<{ holding: boolean }>(() => ({
  holding: storedCartHasItems(browserStorage()),
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === cartStorageKey) {
      useCartPresence.setState({ holding: storedCartHasItems(browserStorage()) });
    }
  });
}
