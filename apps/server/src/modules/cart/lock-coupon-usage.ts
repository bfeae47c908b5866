import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countCouponUses, countTopUserCouponUses, lockCoupon } from './coupons.repository.js';

export interface LockedCouponUsage {
  /** The uses that count against `max_uses` now. */
  uses: number;
  /** The most such uses one signed-in buyer has (what `max_uses_per_user` is checked against). */
  topUserUses: number;
}

/**
 * Locks a coupon's row for the rest of the caller's transaction, the lock a cart takes before it
 * counts and takes a use (addCoupon), and counts its uses under it. A change of the coupon's
 * limits made under this lock cannot race a cart taking a use: the cart waits for the change and
 * then counts against the new limits, or the change waits for the cart and then sees its use.
 * Null when there is no such coupon.
 */
export async function lockCouponUsage(
  trx: Transaction<Database>,
  couponId: number,
): Promise<LockedCouponUsage | null> {
  const coupon = await lockCoupon(trx, couponId);
  if (!coupon) return null;
  const uses = await countCouponUses(trx, couponId);
  const topUserUses = await countTopUserCouponUses(trx, couponId);
  return { uses, topUserUses };
}
