import type { PurchasePass } from '@theatre/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const {
  currentPurchaseToken,
  isPurchaseToken,
  livePass,
  passFromReply,
  purchasePassStorageKey,
  restorePass,
  usePurchasePass,
} = await import('./purchase-pass-store');

const cartKey = 'c'.repeat(32);
const token = `${cartKey}${'R'.repeat(42)}_`;
const now = Date.parse('2026-11-22T10:00:00Z');
const later = now + 30 * 86_400_000;

const pass = {
  token,
  email: 'vendeg@example.com',
  name: 'Vendég Vera',
  cart_key: cartKey,
  order_id: null,
  expires_at: later,
  ticket_delivery: null,
};

function stored(): unknown {
  const raw = localStorage.getItem(purchasePassStorageKey);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

describe('purchase link token', () => {
  it('is 75 characters of base64url', () => {
    expect(isPurchaseToken(token)).toBe(true);
    expect(isPurchaseToken(token.slice(1))).toBe(false);
    expect(isPurchaseToken(`${token.slice(1)}=`)).toBe(false);
    expect(isPurchaseToken(`${token.slice(1)}/`)).toBe(false);
    expect(isPurchaseToken(null)).toBe(false);
    expect(isPurchaseToken(75)).toBe(false);
  });
});

describe('restorePass', () => {
  it('keeps a whole, unexpired pass', () => {
    expect(restorePass({ pass }, now)).toEqual(pass);
    const ordered = { ...pass, cart_key: null, order_id: 12, ticket_delivery: 'download' };
    expect(restorePass({ pass: ordered }, now)).toEqual(ordered);
  });

  it('drops an expired pass', () => {
    expect(restorePass({ pass }, later)).toBeNull();
    expect(restorePass({ pass }, later + 1)).toBeNull();
  });

  it.each([
    ['no pass', { pass: null }],
    ['not an object', 'pass'],
    ['a malformed token', { pass: { ...pass, token: 'short' } }],
    ['no e-mail', { pass: { ...pass, email: ' ' } }],
    ['no name', { pass: { ...pass, name: undefined } }],
    ['a broken cart key', { pass: { ...pass, cart_key: 'x' } }],
    ['a missing cart key', { pass: { ...pass, cart_key: undefined } }],
    ['a broken order id', { pass: { ...pass, order_id: -1 } }],
    ['an order id as text', { pass: { ...pass, order_id: '12' } }],
    ['no expiry', { pass: { ...pass, expires_at: 'tomorrow' } }],
  ])('drops a pass with %s', (_case, persisted) => {
    expect(restorePass(persisted, now)).toBeNull();
  });

  it('forgets an unknown delivery but keeps the pass', () => {
    expect(restorePass({ pass: { ...pass, ticket_delivery: 'post' } }, now)).toEqual(pass);
  });
});

describe('passFromReply', () => {
  const reply: PurchasePass = {
    email: pass.email,
    name: pass.name,
    cart_key: cartKey,
    order_id: null,
    expires_at: new Date(later).toISOString(),
  };

  it('keeps the token with what the link gives', () => {
    expect(passFromReply(token, reply)).toEqual(pass);
  });

  it('gives nothing for an unreadable expiry or token', () => {
    expect(passFromReply(token, { ...reply, expires_at: 'soon' })).toBeNull();
    expect(passFromReply('short', reply)).toBeNull();
  });
});

describe('purchase pass store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    usePurchasePass.getState().clear();
  });

  afterEach(() => {
    usePurchasePass.getState().clear();
    vi.useRealTimers();
  });

  it('keeps the pass under jegy-purchase-pass and gives its token while it lives', () => {
    usePurchasePass.getState().setPass(pass);
    expect(stored()).toEqual({ state: { pass }, version: 1 });
    expect(currentPurchaseToken()).toBe(token);
    expect(livePass(usePurchasePass.getState(), later - 1)).toEqual(pass);
    expect(livePass(usePurchasePass.getState(), later)).toBeNull();
  });

  it('records the order: the cart is spent', () => {
    usePurchasePass.getState().setPass(pass);
    usePurchasePass.getState().recordOrder(42, 'download');
    expect(usePurchasePass.getState().pass).toEqual({
      ...pass,
      cart_key: null,
      order_id: 42,
      ticket_delivery: 'download',
    });
  });

  it('records no order without a pass', () => {
    usePurchasePass.getState().recordOrder(42, 'email');
    expect(usePurchasePass.getState().pass).toBeNull();
  });

  it('drops the pass when the link expires', () => {
    usePurchasePass.getState().setPass({ ...pass, expires_at: now + 5000 });
    vi.advanceTimersByTime(4999);
    expect(usePurchasePass.getState().pass).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(usePurchasePass.getState().pass).toBeNull();
    expect(currentPurchaseToken()).toBeNull();
  });

  it('waits past the longest timer for a link of many weeks', () => {
    usePurchasePass.getState().setPass(pass);
    vi.advanceTimersByTime(2_147_483_647);
    expect(usePurchasePass.getState().pass).toEqual(pass);
    vi.advanceTimersByTime(later - now - 2_147_483_647);
    expect(usePurchasePass.getState().pass).toBeNull();
  });

  it('rehydrates through the guards', async () => {
    localStorage.setItem(
      purchasePassStorageKey,
      JSON.stringify({ state: { pass: { ...pass, token: 'hand-edited' } }, version: 1 }),
    );
    await usePurchasePass.persist.rehydrate();
    expect(usePurchasePass.getState().pass).toBeNull();
    localStorage.setItem(purchasePassStorageKey, JSON.stringify({ state: { pass }, version: 1 }));
    await usePurchasePass.persist.rehydrate();
    expect(usePurchasePass.getState().pass).toEqual(pass);
  });
});
