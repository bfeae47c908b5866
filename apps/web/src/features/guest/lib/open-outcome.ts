import type { PurchasePass } from '@theatre/contracts';
import { isApiError } from '../../../lib/api-error';

/**
 * What opening a purchase link leads to (`/cart?purchase=…`):
 * - `cart`: the link's cart is open: it becomes this browser's cart; a visitor becomes a guest
 *   (`asGuest`), a signed-in user continues with the account;
 * - `order`: the cart was ordered: the guest goes to the order's payment (its status, a retry);
 * - `closed`: neither (the cart's hold ended before an order): nothing to buy with the link;
 * - `signed_in_order`: a signed-in user opened the link of a guest's order, which the account
 *   cannot see.
 */
export type OpenOutcome =
  | { kind: 'cart'; cartKey: string; asGuest: boolean }
  | { kind: 'order'; orderId: number }
  | { kind: 'closed' }
  | { kind: 'signed_in_order' };

/** The outcome of an opened link for a visitor who is signed in or not (pure). */
export function openOutcome(pass: PurchasePass, signedIn: boolean): OpenOutcome {
  if (pass.cart_key !== null) return { kind: 'cart', cartKey: pass.cart_key, asGuest: !signedIn };
  if (pass.order_id === null) return { kind: 'closed' };
  return signedIn ? { kind: 'signed_in_order' } : { kind: 'order', orderId: pass.order_id };
}

/**
 * Whether the server refused the link itself (pure): unknown or expired (403
 * `purchase_link_invalid`) or malformed (422). Anything else (no response, a server error) may
 * work on a retry.
 */
export function isLinkRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'purchase_link_invalid' || error.status === 403 || error.status === 422)
  );
}
