import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { createChallenge } from '../challenges/create-challenge.js';
import { verifyChallenge } from '../challenges/verify-challenge.js';
import { errorOfGrant } from './grant-errors.js';
import { deleteUnstartedCart, type Channel } from './cart.repository.js';
import { cartReplyOf, keyHashOf, type CartDeps } from './cart-access.js';

export interface AddCartItemInput {
  key: string;
  ticketTypeId: number;
  /** The signed-in buyer, from the bearer token (never from the body's logged-in flag). */
  user: { id: number; vip: boolean } | null;
  locale: Locale;
  /** 'online' for the shop; 'box_office' for the cashiers' sale channel (decision 0017). */
  channel?: Channel;
  /** The client address as the rate limits count it (ipSubject); the box office passes none. */
  client?: string | null;
  /** A solved proof-of-work challenge (ALTCHA's base64 payload), after a 428. */
  challenge?: string | undefined;
}

/**
 * POST /cart/{key}/add: holds one more ticket of the type for ten minutes from the cart's first
 * ticket. The hold is granted by cart_grant_holds, combined with the other adds of this type that
 * arrive meanwhile (hold-granter.ts). A change of the tickets removes the coupon
 * (docs/product.md §4).
 *
 * Online, the grant also counts the live holds of the client address and of the signed-in account
 * on the performance (decision 0024): beyond the free allowance the add answers 428 with a
 * challenge, and the same add with the solved challenge unlocks the cart up to the hard cap (429
 * beyond it). A challenge that does not verify is as good as none: the client is asked again.
 */
export async function addCartItem(deps: CartDeps, input: AddCartItemInput): Promise<CartReply> {
  const keyHash = keyHashOf(deps, input.key);
  const channel = input.channel ?? 'online';
  // A seated performance sells seats: they are chosen on its map (POST /cart/{key}/seats).
  const [meta] = (await deps.ticketMeta.get([input.ticketTypeId])).values();
  if (meta?.seated) throw new AppError('seat_selection_required');
  const online = channel === 'online';
  const challenge =
    online && input.challenge
      ? await verifyChallenge(deps.config.appSecret, input.challenge)
      : null;
  const result = await deps.holds.grant(input.ticketTypeId, channel, {
    keyHash,
    quantity: 1,
    vip: input.user?.vip ?? false,
    userId: input.user?.id ?? null,
    subject: online ? (input.client ?? null) : null,
    challenge,
  });
  const error = errorOfGrant(result);
  if (error) {
    // A refused add changes nothing: not even the empty cart the grant created for a new key.
    // (The sold-out shortcut never reached the database: no cart id, nothing to remove.)
    if (result.cartId !== null && result.lines.length === 0 && result.status !== 'invalid_key') {
      await deleteUnstartedCart(deps.db, keyHash, channel);
    }
    if (result.status === 'challenge_required') {
      const issued = await createChallenge(deps.config.appSecret, deps.clock.now());
      throw new AppError(error.code, error.params, undefined, { challenge: issued });
    }
    throw error;
  }
  return cartReplyOf(deps, {
    lines: result.lines,
    cartId: result.cartId,
    couponId: null,
    remainingMs: result.remainingMs,
    couponRemoved: result.couponRemoved,
    locale: input.locale,
    channel,
  });
}
