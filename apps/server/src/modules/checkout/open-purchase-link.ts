import { cartKeyLength, type PurchasePass } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secure-token.js';
import { findOpenCartId } from '../cart/find-open-cart.js';
import { findPurchaseLink, type PurchaseLinkRow } from './purchase-links.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A guest's purchase link, as the checkout calls see it. */
export type PurchaseLink = PurchaseLinkRow;

const tokenPattern = /^[\w-]{40,100}$/;

/**
 * The purchase link behind a token (the link's `?purchase=`, or the `X-Purchase-Token` header of
 * a guest's call). An unknown or expired link is 403 `purchase_link_invalid`: not 401, which
 * would send a guest to the login.
 */
export async function authenticatePurchaseLink(
  deps: Deps,
  token: string,
): Promise<PurchaseLinkRow> {
  if (!tokenPattern.test(token)) throw new AppError('purchase_link_invalid');
  const link = await findPurchaseLink(deps.db, hashToken(token));
  if (!link || link.expires_at.getTime() <= deps.clock.now().getTime()) {
    throw new AppError('purchase_link_invalid');
  }
  return link;
}

/**
 * POST /purchase-link/open: what a purchase link gives its holder. The cart key (the token's
 * first 32 characters) while the link's cart is still open; the order once one was stored. The
 * link can be opened again and again, from any browser, until it expires.
 */
export async function openPurchaseLink(deps: Deps, token: string): Promise<PurchasePass> {
  const link = await authenticatePurchaseLink(deps, token);
  let cartKey: string | null = null;
  if (link.order_id === null && link.cart_id !== null) {
    const key = token.slice(0, cartKeyLength);
    if ((await findOpenCartId(deps.db, key)) === link.cart_id) cartKey = key;
  }
  return {
    email: link.email,
    name: link.name,
    cart_key: cartKey,
    order_id: link.order_id,
    expires_at: link.expires_at.toISOString(),
  };
}
