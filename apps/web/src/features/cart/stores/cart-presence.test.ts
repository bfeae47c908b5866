import { describe, expect, it } from 'vitest';
import { cartStorageKey, storedCartHasItems } from './cart-presence';

function storage(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key: string) => (key === cartStorageKey ? value : null) };
}

describe('storedCartHasItems', () => {
  it('sees a stored cart with items', () => {
    const stored = JSON.stringify({ state: { items: [{ id: 1 }], key: 'k' }, version: 1 });
    expect(storedCartHasItems(storage(stored))).toBe(true);
  });

  it('sees no cart when it is empty, missing or unreadable', () => {
    expect(storedCartHasItems(storage(JSON.stringify({ state: { items: [] }, version: 1 })))).toBe(
      false,
    );
    expect(storedCartHasItems(storage(null))).toBe(false);
    expect(storedCartHasItems(storage('{not json'))).toBe(false);
    expect(storedCartHasItems(storage('null'))).toBe(false);
    expect(storedCartHasItems(storage(JSON.stringify({ state: { items: 'x' } })))).toBe(false);
    expect(storedCartHasItems(undefined)).toBe(false);
  });

  it('sees no cart when the storage cannot be read (privacy modes)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedCartHasItems(broken)).toBe(false);
  });
});
