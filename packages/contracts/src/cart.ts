import { z } from 'zod';
import { translations } from './common.js';
import { errorBody } from './errors.js';
import { seatOfLine } from './seat-of-line.js';

/**
 * The cart (docs/product.md §3 "Buying", §4 "Cart and holds", §7 "Cart and coupons").
 * A cart is named by its key; the key is the visitor's only claim to it.
 */

/** docs/product.md §9: exactly 32 characters (base64url: letters, digits, '-' and '_'). */
export const cartKeyLength = 32;
export const cartKey = z
  .string('validation.required')
  .min(1, 'validation.required')
  .length(cartKeyLength, 'validation.cart_key')
  .regex(/^[\w-]+$/, 'validation.cart_key');

/** docs/product.md §9: a hold lasts 10 minutes from the first ticket. */
export const cartHoldMs = 600_000;

/** GET /cart/get-key[/{id}]. */
export const cartKeyReply = z.object({ cart_key: z.string() });
export type CartKeyReply = z.infer<typeof cartKeyReply>;

export const cartKeyParams = z.object({ key: cartKey });
export const optionalCartKeyParams = z.object({ id: z.string().max(200) });

export const cartEventData = z.object({
  /** The performance's id (its seat map, its prices). */
  id: z.number().int().optional(),
  /** The event page's slug: links go to /events/{url}. */
  url: z.string(),
  name: z.string(),
  name_translations: translations,
  img_path: z.string(),
  /** ISO 8601 instant of the performance; shown in Europe/Budapest. */
  start_date: z.string(),
});
export type CartEventData = z.infer<typeof cartEventData>;

/**
 * One line of the cart. Three kinds:
 * - a ticket line: `id` is the ticket type id; quantity can be changed and the line deleted;
 * - a technical-fee line (`tech_fee`, the fee per ticket): follows the ticket count, has no delete
 *   and no quantity buttons, no `event_data`; one line per fee amount, `id` is `fee-{amount}`;
 * - a discount line (`coupon_id`, the coupon code): quantity 1, a negative price, can be removed;
 *   `id` is `coupon-{coupon id}`.
 */
export const cartItem = z.object({
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  name_translations: translations,
  /** Unit price in forints; negative on a discount line. */
  price: z.number().int(),
  quantity: z.number().int().nonnegative(),
  coupon_id: z.string().optional(),
  tech_fee: z.number().int().nonnegative().optional(),
  event_data: cartEventData.optional(),
  /** A seat's line (a seated performance): one seat, quantity 1. */
  seat: seatOfLine
    .extend({
      /** The seat's zone: its own price; a concession naming it can be chosen instead. */
      zone_id: z.number().int().optional(),
    })
    .optional(),
  /** price × quantity. */
  total: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

/** Totals the server computes; the client shows them as they are. */
export const cartSummary = z.object({
  tickets: z.number().int().nonnegative(),
  /** Ticket lines only. */
  ticket_total: z.number().int().nonnegative(),
  fee_total: z.number().int().nonnegative(),
  /** A non-negative amount taken off by the coupon. */
  discount: z.number().int().nonnegative(),
  /** ticket_total + fee_total − discount. */
  total: z.number().int().nonnegative(),
});
export type CartSummary = z.infer<typeof cartSummary>;

/** GET /cart/{key} and the reply of every cart change. */
export const cartReply = z.object({
  items: z.array(cartItem),
  /** Milliseconds until the holds expire (600000 before the first ticket). */
  remaining_time: z.number().int().nonnegative(),
  summary: cartSummary,
  /**
   * docs/product.md §8: set when a change removed the coupon (the ticket count was updated, the
   * code must be entered again in the summary step).
   */
  info_msg: z.string().optional(),
});
export type CartReply = z.infer<typeof cartReply>;

/** POST /cart/{key}/add, /remove, /delete (and /sale/{key}/add for the box office). */
export const cartItemBody = z.object({
  /** The ticket type. */
  id: z.coerce.number('validation.required').int().positive().max(2_147_483_647),
  cart_key: cartKey,
  /** The client's hint that the visitor is signed in; the server decides from the token. */
  logged_in: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
export type CartItemBody = z.infer<typeof cartItemBody>;

/**
 * A proof-of-work challenge (ALTCHA v2, deterministic mode), handed out with a 428
 * `challenge_required` reply: find the counter whose PBKDF2 key starts with `keyPrefix`.
 * `data.max_counter` is the highest counter it can be (for a progress bar). Signed by the shop:
 * send it back unchanged with the solution.
 */
export const proofOfWorkChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Unix seconds. */
    expiresAt: z.number().int().optional(),
    data: z.object({ max_counter: z.number().int() }).optional(),
  }),
  signature: z.string(),
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallenge>;

/** The 428 `challenge_required` reply of an add: the spec's error body and a challenge. */
export const challengeRequiredBody = errorBody.extend({ challenge: proofOfWorkChallenge });
export type ChallengeRequiredBody = z.infer<typeof challengeRequiredBody>;

/**
 * POST /cart/{key}/add: the item body and, when the shop asked for it (428), a solved challenge:
 * ALTCHA's payload, base64 of `{ challenge, solution: { counter, derivedKey } }`.
 */
export const cartAddBody = cartItemBody.extend({
  challenge: z
    .string()
    .max(4096)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'validation.invalid_value')
    .optional(),
});
export type CartAddBody = z.infer<typeof cartAddBody>;

/** Coupon codes: letters, digits, '-' and '_', compared without case. */
export const couponCode = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(64)
  .regex(/^[\w-]+$/, 'validation.coupon_code');

/** POST /coupon/add: `coupon_id` is the code the buyer typed. */
export const couponAddBody = z.object({ coupon_id: couponCode, cart_key: cartKey });
export type CouponAddBody = z.infer<typeof couponAddBody>;

/** POST /coupon/delete. */
export const couponDeleteBody = z.object({ cart_key: cartKey });
export type CouponDeleteBody = z.infer<typeof couponDeleteBody>;
