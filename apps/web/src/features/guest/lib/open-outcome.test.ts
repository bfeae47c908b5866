import type { PurchasePass } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { isLinkRefusal, openOutcome } from './open-outcome';

const reply: PurchasePass = {
  email: 'vendeg@example.com',
  name: 'Vendég Vera',
  cart_key: 'k'.repeat(32),
  order_id: null,
  expires_at: '2026-12-22T10:00:00.000Z',
};

describe('openOutcome', () => {
  it("adopts the link's open cart: as a guest, or with the account when signed in", () => {
    expect(openOutcome(reply, false)).toEqual({
      kind: 'cart',
      cartKey: reply.cart_key,
      asGuest: true,
    });
    expect(openOutcome(reply, true)).toEqual({
      kind: 'cart',
      cartKey: reply.cart_key,
      asGuest: false,
    });
  });

  it("goes to the order's payment once the cart was ordered", () => {
    expect(openOutcome({ ...reply, cart_key: null, order_id: 9 }, false)).toEqual({
      kind: 'order',
      orderId: 9,
    });
    expect(openOutcome({ ...reply, cart_key: null, order_id: 9 }, true)).toEqual({
      kind: 'signed_in_order',
    });
  });

  it('has nothing to offer when the cart closed without an order', () => {
    expect(openOutcome({ ...reply, cart_key: null }, false)).toEqual({ kind: 'closed' });
    expect(openOutcome({ ...reply, cart_key: null }, true)).toEqual({ kind: 'closed' });
  });
});

describe('isLinkRefusal', () => {
  it('is the refusal of the link itself', () => {
    expect(
      isLinkRefusal(new ApiError(403, { message: 'Lejárt', code: 'purchase_link_invalid' })),
    ).toBe(true);
    expect(isLinkRefusal(new ApiError(422, { message: 'Hibás', code: 'validation_failed' }))).toBe(
      true,
    );
  });

  it('leaves what a retry may mend to the retry', () => {
    expect(isLinkRefusal(new ApiError(500, { message: 'Hiba' }))).toBe(false);
    expect(isLinkRefusal(new ApiError(429, { message: 'Később' }))).toBe(false);
    expect(isLinkRefusal(new NetworkError('offline', false))).toBe(false);
    expect(isLinkRefusal(new Error('other'))).toBe(false);
  });
});
