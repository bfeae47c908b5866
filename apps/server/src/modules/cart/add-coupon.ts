import type { CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimits, type RateLimitHit } from '../rate-limits/consume-rate-limit.js';
import { refundRateLimits } from '../rate-limits/refund-rate-limits.js';
import { listCartLines, lockCart, setCartUser, type Channel } from './cart.repository.js';
import {
  countCouponUses,
  findCouponByCode,
  holdCoupon,
  lockCoupon,
  releaseCartCoupon,
  withTargets,
} from './coupons.repository.js';
import { assertUsable, cartReplyOf, keyHashOf, type CartDeps } from './cart-access.js';
import { discountOf } from './cart-view.js';

export interface AddCouponInput {
  key: string;
  code: string;
  user: { id: number } | null;
  locale: Locale;
  channel?: Channel;
  /** The client address as the rate limits count it (ipSubject). */
  client?: string | null;
}

const couponRefusals = ['coupon_invalid', 'coupon_not_applicable', 'coupon_used'] as const;
type CouponRefusal = (typeof couponRefusals)[number];

const couponError = (code: CouponRefusal) =>
  new AppError(code, {}, { coupon_id: [{ key: `errors.${code}` }] });

/**
 * Failed coupon codes (decision 0024): 10 per client address and 10 per cart in 15 minutes,
 * then 429. Each attempt is counted before the code is looked at, so that concurrent guesses
 * cannot all pass and the 11th is refused even when it is right (a success would give the guess
 * away); an attempt that applied the coupon is given back.
 */
export const couponAttemptRules = {
  client: { name: 'coupon:ip', limit: 10, windowMs: 15 * 60_000 },
  cart: { name: 'coupon:cart', limit: 10, windowMs: 15 * 60_000 },
} as const;

const tooManyAttempts = (seconds: number) =>
  new AppError('coupon_attempts_exceeded', { seconds, minutes: Math.ceil(seconds / 60) });

function isCouponRefusal(error: unknown): boolean {
  return error instanceof AppError && (couponRefusals as readonly string[]).includes(error.code);
}

/**
 * POST /coupon/add with the limit of failed codes: the attempt is counted, and given back unless
 * the code itself was refused (invalid, not applicable, used up).
 */
export async function addCoupon(deps: CartDeps, input: AddCouponInput): Promise<CartReply> {
  const keyHash = keyHashOf(deps, input.key);
  const hits: RateLimitHit[] = [{ rule: couponAttemptRules.cart, subject: keyHash }];
  if (input.client) hits.push({ rule: couponAttemptRules.client, subject: input.client });
  await consumeRateLimits(deps.db, deps.clock, hits, tooManyAttempts);
  try {
    const reply = await applyCoupon(deps, input, keyHash);
    await refundRateLimits(deps.db, hits);
    return reply;
  } catch (error) {
    if (!isCouponRefusal(error)) await refundRateLimits(deps.db, hits);
    throw error;
  }
}

/**
 * The cart takes one use of the coupon, held until the cart expires (an order takes it over:
 * decision 0012). Uses are limited resources like tickets: they are counted and taken under the
 * coupon's row lock, so two buyers racing for the last use cannot both get it.
 */
async function applyCoupon(
  deps: CartDeps,
  input: AddCouponInput,
  keyHash: string,
): Promise<CartReply> {
  const found = await findCouponByCode(deps.db, input.code);
  if (!found?.valid) throw couponError('coupon_invalid');
  const coupon = await withTargets(deps.db, found);

  const outcome = await deps.db.transaction().execute(async (trx) => {
    // Locks: the cart, then the coupon.
    const cart = await lockCart(trx, keyHash);
    if (!cart) throw couponError('coupon_not_applicable');
    assertUsable(cart, input.channel ?? 'online');
    const lines = await listCartLines(trx, cart.id);
    const meta = await deps.ticketMeta.get(
      lines.map((line) => line.ticketTypeId),
      trx,
    );
    if (discountOf(coupon, lines, meta) === 0) throw couponError('coupon_not_applicable');

    const locked = await lockCoupon(trx, coupon.id);
    if (!locked?.valid) throw couponError('coupon_invalid');
    if (cart.coupon_id !== coupon.id) {
      if (locked.max_uses !== null) {
        const uses = await countCouponUses(trx, coupon.id, { exceptCartId: cart.id });
        if (uses >= locked.max_uses) throw couponError('coupon_used');
      }
      if (input.user && locked.max_uses_per_user !== null) {
        const uses = await countCouponUses(trx, coupon.id, {
          userId: input.user.id,
          exceptCartId: cart.id,
        });
        if (uses >= locked.max_uses_per_user) throw couponError('coupon_used');
      }
      await releaseCartCoupon(trx, cart.id);
      await holdCoupon(trx, {
        couponId: coupon.id,
        cartId: cart.id,
        userId: input.user?.id ?? null,
      });
    }
    if (input.user) await setCartUser(trx, cart.id, input.user.id);
    return { lines, remainingMs: cart.remaining_ms };
  });
  return cartReplyOf(deps, {
    lines: outcome.lines,
    couponId: coupon.id,
    remainingMs: outcome.remainingMs,
    locale: input.locale,
    channel: input.channel ?? 'online',
  });
}
