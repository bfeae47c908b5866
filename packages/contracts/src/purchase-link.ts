import { z } from 'zod';
import { emailAddress, emailToken, personName } from './accounts.js';
import { cartKey } from './cart.js';

/**
 * The guest purchase link (docs/product.md §2, §6; decision 0014): a visitor who does
 * not register asks for a link to their cart by e-mail, follows it, and buys with it. The link's
 * token is the guest's claim: the web app sends it in the `X-Purchase-Token` header on the
 * checkout calls (order, payment, payment status; downloads later), instead of a bearer token.
 * A guest gets a receipt only.
 */

/** The request header that carries the purchase link's token on a guest's calls. */
export const purchaseTokenHeader = 'x-purchase-token';

/** The purchase link's token: the cart key (32) and 43 random characters, base64url. */
export const purchaseToken = emailToken;

/** POST /send-purchase-link (202 with `message`). */
export const sendPurchaseLinkBody = z.object({
  cart_key: cartKey,
  email: emailAddress,
  /** Printed on the tickets and the receipt. */
  name: personName,
  /** The documents 10, 11, 12 (privacy, terms, data transfer): docs/product.md §5. */
  accept_terms: z.literal(true, 'validation.terms_required'),
  captcha_token: z.string().max(4096).optional(),
});
export type SendPurchaseLinkBody = z.input<typeof sendPurchaseLinkBody>;

/** POST /purchase-link/open: the token from the link's `?purchase=`. */
export const openPurchaseLinkBody = z.object({ token: purchaseToken });
export type OpenPurchaseLinkBody = z.infer<typeof openPurchaseLinkBody>;

/** What a purchase link gives its holder (the reply of POST /purchase-link/open). */
export const purchasePass = z.object({
  email: z.string(),
  name: z.string(),
  /** The cart to check out while it is open (not ordered, not expired); otherwise null. */
  cart_key: z.string().nullable(),
  /** The order stored with the link, once there is one. */
  order_id: z.number().int().nullable(),
  /** Until when the link works (ISO 8601). */
  expires_at: z.string(),
});
export type PurchasePass = z.infer<typeof purchasePass>;
