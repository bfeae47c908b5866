import { beforeEach, describe, expect, it } from 'vitest';
import { deskCartKeyOf, followOtherTab, useBoxOfficeCartStore } from './box-office-cart-store';

const keyA = 'a'.repeat(32);
const keyB = 'b'.repeat(32);

beforeEach(() => {
  localStorage.clear();
  useBoxOfficeCartStore.setState({ owner: null, key: null });
});

describe('the desk cart', () => {
  it('is the signed-in cashier’s, kept beside their session for all their tabs', () => {
    useBoxOfficeCartStore.getState().setKey(7, keyA);
    expect(JSON.parse(localStorage.getItem('jegy-box-office-cart') ?? '{}')).toEqual({
      state: { owner: 7, key: keyA },
      version: 2,
    });
    expect(deskCartKeyOf(useBoxOfficeCartStore.getState(), 7)).toBe(keyA);
    // Another staff member signing in on this browser does not get it.
    expect(deskCartKeyOf(useBoxOfficeCartStore.getState(), 8)).toBeNull();
  });

  it('follows another tab’s change at once', async () => {
    useBoxOfficeCartStore.getState().setKey(7, keyA);
    localStorage.setItem(
      'jegy-box-office-cart',
      JSON.stringify({ state: { owner: 7, key: keyB }, version: 2 }),
    );
    await followOtherTab('jegy-box-office-cart');
    expect(deskCartKeyOf(useBoxOfficeCartStore.getState(), 7)).toBe(keyB);
    // Other keys of the storage are not the desk cart's business.
    expect(followOtherTab('jegy-auth')).toBeUndefined();
  });

  it('drops a stored key without its owner (a tab’s cart of the earlier version)', async () => {
    localStorage.setItem(
      'jegy-box-office-cart',
      JSON.stringify({ state: { key: keyA }, version: 1 }),
    );
    await useBoxOfficeCartStore.persist.rehydrate();
    expect(useBoxOfficeCartStore.getState()).toMatchObject({ owner: null, key: null });
  });
});
